import type { Messages } from '../messages';

export const ms: Messages = {
  meta: { code: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  labels: {
    brand: 'Jenis kad',
    cardNumber: 'Nombor kad',
    expiryDate: 'Tarikh luput',
    cardHolder: 'Nama pemegang kad',
    cvv: 'Kod keselamatan (CVV)',
    threeDFrame: 'Pengesahan pembayaran',
    submit: 'Bayar {amount}',
    accountIban: 'Akaun bank',
    storeDetails: 'Simpan butiran pembayaran untuk pembayaran akan datang',
    register: 'Simpan butiran pembayaran',
    otherMethod: 'Bayar dengan cara lain',
    registrations: 'Butiran pembayaran yang disimpan',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'BB / TT',
    cardHolder: 'Nama pada kad',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Nombor kad tidak sah',
    brandNotAcceptedError: 'Jenis kad ini tidak diterima',
    expiryMonthError: 'Tarikh tidak sah atau telah luput',
    cardHolderError: 'Nama pemegang kad tidak sah',
    cvvError: 'Kod keselamatan tidak sah',
    sessionExpired:
      'Sesi pembayaran ini telah tamat tempoh atau tidak wujud. Sila kembali ke kedai dan mulakan pembayaran semula.',
    alreadyPaid: 'Pembayaran ini telah selesai.',
    loadFailed: 'Borang pembayaran tidak dapat dimuatkan. Sila semak sambungan anda dan muat semula halaman.',
    submitFailed: 'Pembayaran tidak dapat dihantar. Sila cuba lagi.',
    fieldsUnavailable: 'Medan kad yang selamat tidak dapat dimuatkan. Sila muat semula halaman.',
    checkInput: 'Sila semak butiran pembayaran anda dan cuba lagi.',
  },
  bank: {
    holder: 'Pemegang akaun',
    iban: 'IBAN',
    bic: 'BIC (pilihan)',
    holderError: 'Masukkan nama pemegang akaun (4 hingga 128 aksara)',
    ibanError: 'IBAN tidak sah',
    bicError: 'BIC tidak sah',
    mandate:
      'Dengan membayar, saya memberi kuasa kepada penerima bayaran untuk mengutip bayaran daripada akaun saya melalui debit terus SEPA dan mengarahkan bank saya untuk membayarnya. Saya boleh meminta bayaran balik daripada bank saya dalam tempoh lapan minggu dari tarikh pendebitan, mengikut terma yang dipersetujui dengan bank saya.',
  },
  stored: {
    cvv: 'Kod keselamatan kad yang dipilih',
    cvvError: 'Kod keselamatan tidak sah',
    expires: 'luput',
  },
};

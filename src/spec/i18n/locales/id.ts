import type { Messages } from '../messages';

export const id: Messages = {
  meta: { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  labels: {
    brand: 'Jenis kartu',
    cardNumber: 'Nomor kartu',
    expiryDate: 'Tanggal kedaluwarsa',
    cardHolder: 'Nama pemegang kartu',
    cvv: 'Kode keamanan (CVV)',
    threeDFrame: 'Verifikasi pembayaran',
    submit: 'Bayar {amount}',
    accountIban: 'Rekening bank',
    storeDetails: 'Simpan detail pembayaran untuk pembayaran berikutnya',
    register: 'Simpan detail pembayaran',
    otherMethod: 'Bayar dengan cara lain',
    registrations: 'Detail pembayaran tersimpan',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'BB / TT',
    cardHolder: 'Nama pada kartu',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Nomor kartu tidak valid',
    brandNotAcceptedError: 'Jenis kartu ini tidak diterima',
    expiryMonthError: 'Tanggal tidak valid atau sudah kedaluwarsa',
    cardHolderError: 'Nama pemegang kartu tidak valid',
    cvvError: 'Kode keamanan tidak valid',
    sessionExpired:
      'Sesi pembayaran ini sudah berakhir atau tidak ada. Silakan kembali ke toko dan mulai pembayaran lagi.',
    alreadyPaid: 'Pembayaran ini sudah selesai.',
    loadFailed: 'Formulir pembayaran tidak dapat dimuat. Periksa koneksi Anda, lalu muat ulang halaman.',
    submitFailed: 'Pembayaran tidak dapat dikirim. Silakan coba lagi.',
    fieldsUnavailable: 'Kolom kartu yang aman tidak dapat dimuat. Silakan muat ulang halaman.',
    checkInput: 'Periksa detail pembayaran Anda, lalu coba lagi.',
  },
  bank: {
    holder: 'Pemilik rekening',
    iban: 'IBAN',
    bic: 'BIC (opsional)',
    holderError: 'Masukkan nama pemilik rekening (4 hingga 128 karakter)',
    ibanError: 'IBAN tidak valid',
    bicError: 'BIC tidak valid',
    mandate:
      'Dengan membayar, saya memberi kuasa kepada penerima pembayaran untuk menagih pembayaran dari rekening saya melalui debit langsung SEPA dan menginstruksikan bank saya untuk membayarnya. Saya dapat meminta pengembalian dana kepada bank saya dalam delapan minggu sejak tanggal pendebetan, sesuai ketentuan yang disepakati dengan bank saya.',
  },
  stored: {
    cvv: 'Kode keamanan kartu yang dipilih',
    cvvError: 'Kode keamanan tidak valid',
    expires: 'berlaku hingga',
  },
};

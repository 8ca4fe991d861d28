import type { Messages } from '../messages';

export const el: Messages = {
  meta: { code: 'el', name: 'Ελληνικά', dir: 'ltr' },
  labels: {
    brand: 'Τύπος κάρτας',
    cardNumber: 'Αριθμός κάρτας',
    expiryDate: 'Ημερομηνία λήξης',
    cardHolder: 'Κάτοχος κάρτας',
    cvv: 'Κωδικός ασφαλείας (CVV)',
    threeDFrame: 'Επαλήθευση πληρωμής',
    submit: 'Πληρωμή {amount}',
    accountIban: 'Τραπεζικός λογαριασμός',
    storeDetails: 'Αποθήκευση στοιχείων πληρωμής για μελλοντικές πληρωμές',
    register: 'Αποθήκευση στοιχείων πληρωμής',
    otherMethod: 'Πληρωμή με άλλον τρόπο',
    registrations: 'Αποθηκευμένα στοιχεία πληρωμής',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'ΜΜ / ΕΕ',
    cardHolder: 'Όνομα στην κάρτα',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Μη έγκυρος αριθμός κάρτας',
    brandNotAcceptedError: 'Αυτός ο τύπος κάρτας δεν γίνεται δεκτός',
    expiryMonthError: 'Μη έγκυρη ή ληγμένη ημερομηνία',
    cardHolderError: 'Μη έγκυρος κάτοχος κάρτας',
    cvvError: 'Μη έγκυρος κωδικός ασφαλείας',
    sessionExpired:
      'Αυτή η συνεδρία πληρωμής έχει λήξει ή δεν υπάρχει. Επιστρέψτε στο κατάστημα και ξεκινήστε ξανά την πληρωμή.',
    alreadyPaid: 'Αυτή η πληρωμή έχει ήδη ολοκληρωθεί.',
    loadFailed:
      'Δεν ήταν δυνατή η φόρτωση της φόρμας πληρωμής. Ελέγξτε τη σύνδεσή σας και φορτώστε ξανά τη σελίδα.',
    submitFailed: 'Δεν ήταν δυνατή η αποστολή της πληρωμής. Δοκιμάστε ξανά.',
    fieldsUnavailable: 'Δεν ήταν δυνατή η φόρτωση των ασφαλών πεδίων της κάρτας. Φορτώστε ξανά τη σελίδα.',
    checkInput: 'Ελέγξτε τα στοιχεία πληρωμής σας και δοκιμάστε ξανά.',
  },
  bank: {
    holder: 'Δικαιούχος λογαριασμού',
    iban: 'IBAN',
    bic: 'BIC (προαιρετικό)',
    holderError: 'Εισαγάγετε τον δικαιούχο του λογαριασμού (4 έως 128 χαρακτήρες)',
    ibanError: 'Μη έγκυρο IBAN',
    bicError: 'Μη έγκυρο BIC',
    mandate:
      'Με την πληρωμή εξουσιοδοτώ τον δικαιούχο να εισπράττει πληρωμές από τον λογαριασμό μου μέσω άμεσης χρέωσης SEPA και δίνω εντολή στην τράπεζά μου να τις εκτελεί. Μπορώ να ζητήσω από την τράπεζά μου επιστροφή χρημάτων εντός οκτώ εβδομάδων από τη χρέωση, σύμφωνα με τους όρους που έχω συμφωνήσει με την τράπεζά μου.',
  },
  stored: {
    cvv: 'Κωδικός ασφαλείας της επιλεγμένης κάρτας',
    cvvError: 'Μη έγκυρος κωδικός ασφαλείας',
    expires: 'λήγει',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Πληρωμή αργότερα',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Πληρωμή σε δόσεις',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Πληρωμή τώρα',
  },
};

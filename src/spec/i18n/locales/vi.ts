import type { Messages } from '../messages';

export const vi: Messages = {
  meta: { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  labels: {
    brand: 'Loại thẻ',
    cardNumber: 'Số thẻ',
    expiryDate: 'Ngày hết hạn',
    cardHolder: 'Chủ thẻ',
    cvv: 'Mã bảo mật (CVV)',
    threeDFrame: 'Xác minh thanh toán',
    submit: 'Thanh toán {amount}',
    accountIban: 'Tài khoản ngân hàng',
    storeDetails: 'Lưu thông tin thanh toán cho các lần thanh toán sau',
    register: 'Lưu thông tin thanh toán',
    otherMethod: 'Thanh toán bằng cách khác',
    registrations: 'Thông tin thanh toán đã lưu',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / NN',
    cardHolder: 'Tên in trên thẻ',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Số thẻ không hợp lệ',
    brandNotAcceptedError: 'Loại thẻ này không được chấp nhận',
    expiryMonthError: 'Ngày không hợp lệ hoặc đã hết hạn',
    cardHolderError: 'Tên chủ thẻ không hợp lệ',
    cvvError: 'Mã bảo mật không hợp lệ',
    sessionExpired:
      'Phiên thanh toán này đã hết hạn hoặc không tồn tại. Vui lòng quay lại cửa hàng và bắt đầu thanh toán lại.',
    alreadyPaid: 'Khoản thanh toán này đã hoàn tất.',
    loadFailed: 'Không thể tải biểu mẫu thanh toán. Vui lòng kiểm tra kết nối và tải lại trang.',
    submitFailed: 'Không thể gửi khoản thanh toán. Vui lòng thử lại.',
    fieldsUnavailable: 'Không thể tải các trường thẻ bảo mật. Vui lòng tải lại trang.',
    checkInput: 'Vui lòng kiểm tra thông tin thanh toán và thử lại.',
  },
  bank: {
    holder: 'Chủ tài khoản',
    iban: 'IBAN',
    bic: 'BIC (không bắt buộc)',
    holderError: 'Nhập tên chủ tài khoản (4 đến 128 ký tự)',
    ibanError: 'IBAN không hợp lệ',
    bicError: 'BIC không hợp lệ',
    mandate:
      'Khi thanh toán, tôi ủy quyền cho bên nhận tiền thu các khoản thanh toán từ tài khoản của tôi bằng hình thức ghi nợ trực tiếp SEPA và yêu cầu ngân hàng của tôi thực hiện các khoản đó. Tôi có thể yêu cầu ngân hàng hoàn tiền trong vòng tám tuần kể từ ngày ghi nợ, theo các điều khoản đã thỏa thuận với ngân hàng.',
  },
  stored: {
    cvv: 'Mã bảo mật của thẻ đã chọn',
    cvvError: 'Mã bảo mật không hợp lệ',
    expires: 'hết hạn',
  },
};

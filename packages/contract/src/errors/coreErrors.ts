import { defineErrors } from './defineErrors.ts';

/**
 * Error codes of the transport, sessions, sign-in and every non-money endpoint. Money codes live in
 * `money.ts` (owned with the ledger) and are merged in `index.ts`. Messages are what a member reads.
 */
export const coreErrors = defineErrors({
  FIELD_REQUIRED: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请填写必填项',
      'zh-HK': '請填寫必填項',
      'en-US': 'Please fill in the required field',
    },
  },
  FIELD_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '输入内容格式不正确',
      'zh-HK': '輸入內容格式不正確',
      'en-US': 'The value entered is not valid',
    },
  },
  MALFORMED_BODY: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请求格式错误，请重试',
      'zh-HK': '請求格式錯誤，請重試',
      'en-US': 'The request was malformed, please try again',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    httpStatus: 415,
    messages: {
      'zh-CN': '不支持的请求类型',
      'zh-HK': '不支援的請求類型',
      'en-US': 'Unsupported request content type',
    },
  },
  PAYLOAD_TOO_LARGE: {
    httpStatus: 413,
    messages: { 'zh-CN': '内容过大', 'zh-HK': '內容過大', 'en-US': 'The content is too large' },
  },
  NOT_FOUND: {
    httpStatus: 404,
    messages: { 'zh-CN': '内容不存在', 'zh-HK': '內容不存在', 'en-US': 'Not found' },
  },
  URL_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请求地址格式错误',
      'zh-HK': '請求地址格式錯誤',
      'en-US': 'The address of the request is malformed',
    },
  },
  PATH_FORBIDDEN: {
    httpStatus: 403,
    messages: {
      'zh-CN': '该地址不允许访问',
      'zh-HK': '該地址不允許訪問',
      'en-US': 'This address may not be requested',
    },
  },
  METHOD_NOT_ALLOWED: {
    httpStatus: 405,
    messages: {
      'zh-CN': '不支持该请求方式',
      'zh-HK': '不支援該請求方式',
      'en-US': 'This request method is not allowed here',
    },
  },
  NOT_ACCEPTABLE: {
    httpStatus: 406,
    messages: {
      'zh-CN': '无法提供所要求的内容格式',
      'zh-HK': '無法提供所要求的內容格式',
      'en-US': 'The requested content format cannot be provided',
    },
  },
  URL_TOO_LONG: {
    httpStatus: 414,
    messages: {
      'zh-CN': '请求地址过长',
      'zh-HK': '請求地址過長',
      'en-US': 'The address of the request is too long',
    },
  },
  RANGE_NOT_SATISFIABLE: {
    httpStatus: 416,
    messages: {
      'zh-CN': '请求的内容范围无效',
      'zh-HK': '請求的內容範圍無效',
      'en-US': 'The requested range cannot be served',
    },
  },
  HEADERS_TOO_LARGE: {
    httpStatus: 431,
    messages: { 'zh-CN': '请求头过大', 'zh-HK': '請求頭過大', 'en-US': 'The request headers are too large' },
  },
  /** Any other 4xx the framework or a plugin raises; answered with that status, not this default. */
  REQUEST_REFUSED: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请求无法处理，请重试',
      'zh-HK': '請求無法處理，請重試',
      'en-US': 'The request could not be processed, please try again',
    },
  },
  RATE_LIMITED: {
    httpStatus: 429,
    messages: {
      'zh-CN': '操作过于频繁，请稍后再试',
      'zh-HK': '操作過於頻繁，請稍後再試',
      'en-US': 'Too many attempts, please try again later',
    },
  },
  INTERNAL_ERROR: {
    httpStatus: 500,
    messages: { 'zh-CN': '请重试', 'zh-HK': '請重試', 'en-US': 'Please try again' },
  },
  SITE_UNKNOWN: {
    httpStatus: 400,
    messages: {
      'zh-CN': '未知的站点代码',
      'zh-HK': '未知的站點代碼',
      'en-US': 'The site_code header names no site',
    },
  },
  NAME_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '姓名不能包含标签、方向控制符或不可见字符',
      'zh-HK': '姓名不能包含標籤、方向控制符或不可見字元',
      'en-US': 'The name must not contain markup, direction controls or invisible characters',
    },
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请求缺少幂等键，请重试',
      'zh-HK': '請求缺少冪等鍵，請重試',
      'en-US': 'Idempotency-Key header is required',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    httpStatus: 409,
    messages: {
      'zh-CN': '重复的请求内容不一致',
      'zh-HK': '重複的請求內容不一致',
      'en-US': 'This Idempotency-Key was already used with a different request',
    },
  },
  ACCOUNT_OR_PASSWORD_INVALID: {
    httpStatus: 400,
    messages: { 'zh-CN': '账号或密码错误', 'zh-HK': '賬號或密碼錯誤', 'en-US': 'Account or password error' },
  },
  ACCOUNT_LOCKED: {
    httpStatus: 423,
    messages: {
      'zh-CN': '登录失败次数过多，账号已暂时锁定，请稍后再试',
      'zh-HK': '登入失敗次數過多，賬號已暫時鎖定，請稍後再試',
      'en-US': 'Too many failed sign-ins; the account is temporarily locked, please try again later',
    },
  },
  CAPTCHA_REQUIRED: {
    httpStatus: 400,
    messages: {
      'zh-CN': '请输入图形验证码',
      'zh-HK': '請輸入圖形驗證碼',
      'en-US': 'Please enter the captcha',
    },
  },
  CAPTCHA_INVALID: {
    httpStatus: 400,
    messages: { 'zh-CN': '图形验证码错误', 'zh-HK': '圖形驗證碼錯誤', 'en-US': 'Captcha error' },
  },
  HANDOFF_CODE_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '登录链接无效或已过期，请重新打开',
      'zh-HK': '登入連結無效或已過期，請重新開啟',
      'en-US': 'This sign-in link is invalid or has expired. Please open it again',
    },
  },
  VERIFICATION_CODE_INVALID: {
    httpStatus: 400,
    messages: { 'zh-CN': '验证码错误', 'zh-HK': '驗證碼錯誤', 'en-US': 'Verification code error' },
  },
  VERIFICATION_CODE_SEND_FAILED: {
    httpStatus: 429,
    messages: {
      'zh-CN': '获取验证码失败',
      'zh-HK': '獲取驗證碼失敗',
      'en-US': 'Getting the verification code failed',
    },
  },
  ENCRYPTED_FIELD_INVALID: {
    httpStatus: 400,
    messages: {
      'zh-CN': '密码加密信息无效，请重试',
      'zh-HK': '密碼加密資訊無效，請重試',
      'en-US': 'The encrypted password could not be read, please try again',
    },
  },
  PASSWORD_TOO_WEAK: {
    httpStatus: 400,
    messages: {
      'zh-CN': '密码须为6-20位字母和数字组合，且不能过于简单',
      'zh-HK': '密碼須為6-20位字母和數字組合，且不能過於簡單',
      'en-US': 'The password must be 6-20 letters and digits, and not too common',
    },
  },
  PASSWORD_CONFIRMATION_MISMATCH: {
    httpStatus: 400,
    messages: {
      'zh-CN': '两次输入的密码不一致',
      'zh-HK': '兩次輸入的密碼不一致',
      'en-US': 'The passwords do not match',
    },
  },
  OLD_PASSWORD_INCORRECT: {
    httpStatus: 400,
    messages: { 'zh-CN': '原密码错误', 'zh-HK': '原密碼錯誤', 'en-US': 'The current password is incorrect' },
  },
  USERNAME_TAKEN: {
    httpStatus: 409,
    messages: {
      'zh-CN': '该账号已被注册',
      'zh-HK': '該賬號已被註冊',
      'en-US': 'This account name is already registered',
    },
  },
  INVITE_CODE_INVALID: {
    httpStatus: 400,
    messages: { 'zh-CN': '邀请码无效', 'zh-HK': '邀請碼無效', 'en-US': 'The invite code is not valid' },
  },
  CONTACT_ALREADY_BOUND: {
    httpStatus: 409,
    messages: {
      'zh-CN': '该手机号或邮箱已被绑定',
      'zh-HK': '該手機號或郵箱已被綁定',
      'en-US': 'This phone number or email is already bound to an account',
    },
  },
  CONTACT_NOT_BOUND: {
    httpStatus: 400,
    messages: {
      'zh-CN': '账号未绑定该手机号或邮箱',
      'zh-HK': '賬號未綁定該手機號或郵箱',
      'en-US': 'This phone number or email is not bound to the account',
    },
  },
  UPLOAD_NOT_AN_IMAGE: {
    httpStatus: 415,
    messages: {
      'zh-CN': '仅支持上传 JPG、PNG、GIF、WEBP 图片',
      'zh-HK': '僅支援上傳 JPG、PNG、GIF、WEBP 圖片',
      'en-US': 'Only JPG, PNG, GIF and WEBP images can be uploaded',
    },
  },
  UPLOAD_TOO_LARGE: {
    httpStatus: 413,
    messages: {
      'zh-CN': '图片不能超过 5MB',
      'zh-HK': '圖片不能超過 5MB',
      'en-US': 'The image must not exceed 5 MB',
    },
  },
  GAME_UNDER_MAINTENANCE: {
    httpStatus: 409,
    messages: { 'zh-CN': '游戏维护中', 'zh-HK': '遊戲維護中', 'en-US': 'This game is under maintenance' },
  },
  TASK_NOT_COMPLETED: {
    httpStatus: 409,
    messages: { 'zh-CN': '任务尚未完成', 'zh-HK': '任務尚未完成', 'en-US': 'The task is not completed yet' },
  },
  TASK_EXPIRED: {
    httpStatus: 409,
    messages: {
      'zh-CN': '任务已过期，奖励无法领取',
      'zh-HK': '任務已過期，獎勵無法領取',
      'en-US': 'This task has expired: its reward can no longer be claimed',
    },
  },
  REWARD_ALREADY_CLAIMED: {
    httpStatus: 409,
    messages: {
      'zh-CN': '奖励已领取',
      'zh-HK': '獎勵已領取',
      'en-US': 'The reward has already been claimed',
    },
  },
  NOTHING_TO_CLAIM: {
    httpStatus: 409,
    messages: {
      'zh-CN': '暂无可领取的奖励',
      'zh-HK': '暫無可領取的獎勵',
      'en-US': 'There is no reward to claim',
    },
  },
});

/**
 * Character classes the language tests look for. Han ideographs and CJK punctuation: none may reach a member of an
 * English-language site.
 */
export const cjkCharacter = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

/**
 * Simplified forms whose traditional form differs (務動費錢賬發現戶計設這們時會個為與進過還請驗證碼機號綁獎勵級禮線說讓來):
 * any of them in a zh-HK text means simplified Chinese was served where Hong Kong wording belongs. Not every
 * simplified character, but the ones a zh-CN text copied by mistake cannot avoid.
 */
export const simplifiedOnlyCharacter =
  /[务动费钱账发现户计设这们时会个为与进过还请验证码机号绑奖励级礼线说让来]/;

import type { ComponentMessages } from '../../i18n/index.ts';

interface UploadFieldMessages {
  addImage: string;
  uploading: string;
  /** The hint; the size arrives formatted with its unit ("5 MB"). */
  limits: (maxCount: number, maxSize: string) => string;
  count: (count: number, maxCount: number) => string;
  preview: (position: number, fileName: string) => string;
  remove: (position: number) => string;
  tooMany: (maxCount: number) => string;
  tooLarge: (fileName: string, maxSize: string) => string;
  notImage: (fileName: string) => string;
}

export const uploadFieldMessages = {
  'zh-CN': {
    addImage: '添加图片',
    uploading: '上传中…',
    limits: (maxCount, maxSize) => `最多${maxCount}张，每张不超过${maxSize}`,
    count: (count, maxCount) => `${count}/${maxCount}`,
    preview: (position, fileName) => `第${position}张图片：${fileName}`,
    remove: (position) => `删除第${position}张图片`,
    tooMany: (maxCount) => `最多只能上传${maxCount}张图片`,
    tooLarge: (fileName, maxSize) => `${fileName} 超过${maxSize}`,
    notImage: (fileName) => `${fileName} 不是图片，只能上传图片`,
  },
  'zh-HK': {
    addImage: '添加圖片',
    uploading: '上傳中…',
    limits: (maxCount, maxSize) => `最多${maxCount}張，每張不超過${maxSize}`,
    count: (count, maxCount) => `${count}/${maxCount}`,
    preview: (position, fileName) => `第${position}張圖片：${fileName}`,
    remove: (position) => `刪除第${position}張圖片`,
    tooMany: (maxCount) => `最多只能上傳${maxCount}張圖片`,
    tooLarge: (fileName, maxSize) => `${fileName} 超過${maxSize}`,
    notImage: (fileName) => `${fileName} 不是圖片，只能上傳圖片`,
  },
  'en-US': {
    addImage: 'Add image',
    uploading: 'Uploading…',
    limits: (maxCount, maxSize) => `Up to ${maxCount} images, ${maxSize} each`,
    count: (count, maxCount) => `${count}/${maxCount}`,
    preview: (position, fileName) => `Image ${position}: ${fileName}`,
    remove: (position) => `Remove image ${position}`,
    tooMany: (maxCount) => `You can upload at most ${maxCount} images`,
    tooLarge: (fileName, maxSize) => `${fileName} is larger than ${maxSize}`,
    notImage: (fileName) => `${fileName} is not an image; only images can be uploaded`,
  },
} satisfies ComponentMessages<UploadFieldMessages>;

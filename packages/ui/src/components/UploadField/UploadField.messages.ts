import type { ComponentMessages } from '../../i18n/index.ts';

interface UploadFieldMessages {
  addImage: string;
  uploading: string;
  /** The hint; the size arrives formatted in megabytes. */
  limits: (maxCount: number, maxMegabytes: string) => string;
  count: (count: number, maxCount: number) => string;
  preview: (position: number, fileName: string) => string;
  remove: (position: number) => string;
  tooMany: (maxCount: number) => string;
  tooLarge: (fileName: string, maxMegabytes: string) => string;
  notImage: (fileName: string) => string;
}

export const uploadFieldMessages = {
  'zh-CN': {
    addImage: '添加图片',
    uploading: '上传中…',
    limits: (maxCount, maxMegabytes) => `最多${maxCount}张，每张不超过${maxMegabytes}MB`,
    count: (count, maxCount) => `${count}/${maxCount}`,
    preview: (position, fileName) => `第${position}张图片：${fileName}`,
    remove: (position) => `删除第${position}张图片`,
    tooMany: (maxCount) => `最多只能上传${maxCount}张图片`,
    tooLarge: (fileName, maxMegabytes) => `${fileName} 超过${maxMegabytes}MB`,
    notImage: (fileName) => `${fileName} 不是图片，只能上传图片`,
  },
  'zh-HK': {
    addImage: '添加圖片',
    uploading: '上傳中…',
    limits: (maxCount, maxMegabytes) => `最多${maxCount}張，每張不超過${maxMegabytes}MB`,
    count: (count, maxCount) => `${count}/${maxCount}`,
    preview: (position, fileName) => `第${position}張圖片：${fileName}`,
    remove: (position) => `刪除第${position}張圖片`,
    tooMany: (maxCount) => `最多只能上傳${maxCount}張圖片`,
    tooLarge: (fileName, maxMegabytes) => `${fileName} 超過${maxMegabytes}MB`,
    notImage: (fileName) => `${fileName} 不是圖片，只能上傳圖片`,
  },
  'en-US': {
    addImage: 'Add image',
    uploading: 'Uploading…',
    limits: (maxCount, maxMegabytes) => `Up to ${maxCount} images, ${maxMegabytes} MB each`,
    count: (count, maxCount) => `${count}/${maxCount}`,
    preview: (position, fileName) => `Image ${position}: ${fileName}`,
    remove: (position) => `Remove image ${position}`,
    tooMany: (maxCount) => `You can upload at most ${maxCount} images`,
    tooLarge: (fileName, maxMegabytes) => `${fileName} is larger than ${maxMegabytes} MB`,
    notImage: (fileName) => `${fileName} is not an image; only images can be uploaded`,
  },
} satisfies ComponentMessages<UploadFieldMessages>;

import { UPLOAD_IMAGE_TYPES } from '@platform/contract';
import { fileTypeFromBuffer } from 'file-type';

type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

function isAllowedImageType(mime: string): mime is ImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);
}

/**
 * The type the content's own bytes declare. file-type throws strtok3's EndOfStreamError, rather than answering
 * "unknown", when the content ends inside a header it has started to read (a PNG cut after its signature, a TIFF,
 * an Ogg page): such content is no image we accept. Any other failure is unexpected and stays a logged 500.
 */
async function sniffedMimeType(content: Buffer): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(content))?.mime;
  } catch (error) {
    if (error instanceof Error && error.name === 'EndOfStreamError') return undefined;
    throw error;
  }
}

/**
 * The image type of an uploaded file (a member's or an operator's), judged by its bytes, never by the declared
 * type: JPG, PNG, GIF or WEBP, else undefined.
 */
export async function acceptedImageType(content: Buffer): Promise<ImageType | undefined> {
  const mime = await sniffedMimeType(content);
  return mime !== undefined && isAllowedImageType(mime) ? mime : undefined;
}

import { contentImageUrl } from '@platform/domain';
import { contentImages } from '../db/schema/contentPages.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { randomToken } from '../security/tokens.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';

/**
 * Stores an image an operator uploaded for a site's content, already judged an image by its bytes; audited with
 * its type and size (never its bytes). Answers the URL members load it from.
 */
export async function storeContentImage(
  database: MoneyExecutor,
  image: { siteCode: string; content: Buffer; contentType: string },
  by: ActingOperator,
  now: Date,
): Promise<{ url: string }> {
  const id = randomToken(16);
  await database.transaction(async (transaction) => {
    await transaction.insert(contentImages).values({
      id,
      siteCode: image.siteCode,
      contentType: image.contentType,
      size: image.content.length,
      contentBase64: image.content.toString('base64'),
      uploadedBy: by.actor,
      uploadedAt: now,
    });
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'contentImage.uploaded',
      siteCode: image.siteCode,
      target: id,
      before: null,
      after: { contentType: image.contentType, size: image.content.length },
    });
  });
  return { url: contentImageUrl(id) };
}

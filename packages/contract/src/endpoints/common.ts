import { type TSchema, Type } from 'typebox';

/** Shared building blocks of the endpoint schemas; limits keep "huge values" a 400, never a slow query. */
export const Id = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Opaque id',
});
export const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000, description: 'Page, from 1' });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100, description: 'Items per page' });
export const Paging = { page: Type.Optional(PageNumber), page_size: Type.Optional(PageSize) };
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO-8601 instant' });
export const EncryptedPassword = Type.String({
  minLength: 16,
  maxLength: 1024,
  description:
    'RSA-OAEP (SHA-256, 3072-bit) ciphertext, base64, of UTF-8 JSON {"v": password, "n": nonce, "t": epoch ms} (see rsaKey)',
});
export const ImageUrl = Type.String({ maxLength: 2048, description: 'Image URL' });
export const Empty = Type.Object({}, { additionalProperties: false });
export const Acknowledged = Type.Literal(true, { description: 'The request took effect' });

/** A page of items: `{ list, total }` (total counts every matching item, not just this page). */
export function PageOf<Item extends TSchema>(item: Item) {
  return Type.Object({ list: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
}

/** A raw binary response body (an image): `Blob` to a fetch client, `format: binary` in the OpenAPI document. */
export const BinaryBody = (description: string) =>
  Type.Unsafe<Blob>({ type: 'string', format: 'binary', description });

/**
 * The operator's maintenance message in the member's language (the site's language when none was written in
 * theirs); absent when the operator wrote none or the item is open.
 */
export const MaintenanceNoteText = Type.String({ maxLength: 200 });

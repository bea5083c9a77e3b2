import { type HomeBlockType, homeBlockPropsSchemas } from '@platform/site-config';

/** A home block as the editor reads it from a draft that may be invalid: its type, props and props' schema. */
export type ReadBlock = { type: string; props: unknown; schema: object | undefined };

/**
 * Reads one entry of a draft's home without trusting it: a draft is kept even when invalid (an imported file may
 * hold `null` or an unknown type there). An unknown type has no schema, so no form; its problem is in the list.
 */
export function readBlock(block: unknown): ReadBlock {
  const entry = typeof block === 'object' && block !== null ? (block as Record<string, unknown>) : {};
  const type = typeof entry.type === 'string' ? entry.type : '';
  const schema = Object.hasOwn(homeBlockPropsSchemas, type)
    ? homeBlockPropsSchemas[type as HomeBlockType]
    : undefined;
  return { type, props: entry.props, schema };
}

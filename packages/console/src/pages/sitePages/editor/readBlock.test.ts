import { homeBlockPropsSchemas } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { readBlock } from './readBlock.ts';

describe("reading a block of a draft's home", () => {
  test('a known type has its props and schema', () => {
    expect(readBlock({ type: 'noticeBar', props: { scrollSpeed: 'fast' } })).toEqual({
      type: 'noticeBar',
      props: { scrollSpeed: 'fast' },
      schema: homeBlockPropsSchemas.noticeBar,
    });
  });

  test.each([null, 7, [], { props: {} }, { type: 'toString' }, { type: 'carousel3d' }])(
    'what is no known block (%j) has no schema, so no form',
    (block) => {
      expect(readBlock(block).schema).toBeUndefined();
    },
  );
});

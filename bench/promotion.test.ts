import { describe, expect, it } from 'vitest';
import { readCollections } from './promotion';

// Two scavenges and a full collection as `--trace-gc-nvp` prints them (trimmed).
const TRACE = [
  '[1:0x1:0]    10 ms: pause=2.2 mutator=53.7 gc=s reduce_memory=0 allocated=12235688 promoted=443504 new_space_survived=1376544',
  '{"level":"info","msg":"request"}',
  '[1:0x1:0]    40 ms: pause=2.4 mutator=30.1 gc=s reduce_memory=0 allocated=12000000 promoted=1000 new_space_survived=2000',
  '[1:0x1:0]    90 ms: pause=28.7 mutator=49.0 gc=mc reduce_memory=0 promoted=99999999',
].join('\n');

describe('readCollections', () => {
  it('sums what the young collections promoted and counts both kinds of collection', () => {
    expect(readCollections(TRACE)).toEqual({ promoted: 444504, young: 2, full: 1 });
  });

  it('reads nothing from output without collections', () => {
    expect(readCollections('console listening\n')).toEqual({ promoted: 0, young: 0, full: 0 });
  });
});

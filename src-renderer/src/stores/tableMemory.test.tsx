import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMatch } from './match';
import { type TableMemory, TableMemories, tableMemories, tableMemory } from './tableMemory';

/** A table that counts how many times it was drawn for its match. */
function CountingTable({ memory }: { memory: TableMemory }) {
  const drawn = memory.get('drawn', () => ({ times: 0 }));
  drawn.times += 1;
  return <span>{drawn.times}</span>;
}

const draw = (memory: TableMemory) => renderToString(<CountingTable memory={memory} />).replace(/<[^>]+>/g, '');

describe('the table memory', () => {
  it('survives a table drawn again for the same match (hot-seat), apart from other matches', () => {
    const memories = new TableMemories();
    expect(draw(memories.of('m1'))).toBe('1');
    expect(draw(memories.of('m1'))).toBe('2');
    expect(draw(memories.of('m2'))).toBe('1');
    expect(draw(memories.of('m1'))).toBe('3');
  });

  it('makes each value once and hands back the same object', () => {
    const memories = new TableMemories();
    let made = 0;
    const init = () => {
      made += 1;
      return new Set<string>();
    };
    const first = memories.of('m1').get('known', init);
    first.add('roll-1');
    expect(memories.of('m1').get('known', init)).toBe(first);
    expect(made).toBe(1);
  });

  it('forgets a match, or all of them', () => {
    const memories = new TableMemories();
    draw(memories.of('m1'));
    draw(memories.of('m2'));
    memories.forget('m1');
    expect(memories.has('m1')).toBe(false);
    expect(draw(memories.of('m1'))).toBe('1');
    memories.clear();
    expect(memories.has('m2')).toBe(false);
  });

  it('keeps a few matches at most, dropping the least recently used', () => {
    const memories = new TableMemories();
    for (let n = 0; n < 8; n++) draw(memories.of(`m${n}`));
    draw(memories.of('m0'));
    draw(memories.of('m8'));
    expect(memories.has('m0')).toBe(true);
    expect(memories.has('m1')).toBe(false);
    expect(memories.has('m8')).toBe(true);
  });

  it('is cleared when the window leaves the match', async () => {
    tableMemories.clear();
    useMatch.setState({ matchId: 'left', game: 'contrebandes', status: 'ready' });
    expect(draw(tableMemory('left'))).toBe('1');
    expect(draw(tableMemory('left'))).toBe('2');
    expect(draw(tableMemory('other'))).toBe('1');
    await useMatch.getState().leave();
    expect(useMatch.getState().matchId).toBeNull();
    expect(tableMemories.has('left')).toBe(false);
    expect(tableMemories.has('other')).toBe(true);
    expect(draw(tableMemory('left'))).toBe('1');
  });
});

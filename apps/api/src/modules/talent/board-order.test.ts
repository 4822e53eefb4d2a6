import { describe, expect, it } from 'vitest';
import { BoardOrders, PageReadAhead } from './board-order';

describe('BoardOrders (the talent board keeps one order per load)', () => {
  it('answers the order kept for a key, and nothing for another', () => {
    const orders = new BoardOrders();
    orders.set('a', ['1', '2']);
    expect(orders.get('a')).toEqual(['1', '2']);
    expect(orders.get('b')).toBeUndefined();
  });

  it('forgets an order unused for longer than the idle time', () => {
    const orders = new BoardOrders(1_000, 100);
    orders.set('a', ['1'], 0);
    expect(orders.get('a', 900)).toEqual(['1']);
    // Reading it moved its clock: 1,800 is 900 after the last use.
    expect(orders.get('a', 1_800)).toEqual(['1']);
    expect(orders.get('a', 2_801)).toBeUndefined();
    expect(orders.size).toBe(0);
  });

  it('drops the least recently used orders when the ids would pass the budget', () => {
    const orders = new BoardOrders(60_000, 5);
    orders.set('a', ['1', '2'], 0);
    orders.set('b', ['3', '4'], 1);
    orders.get('a', 2);
    orders.set('c', ['5', '6'], 3);
    expect(orders.get('b', 4)).toBeUndefined();
    expect(orders.get('a', 4)).toEqual(['1', '2']);
    expect(orders.get('c', 4)).toEqual(['5', '6']);
  });

  it('replaces the order of a key instead of keeping two', () => {
    const orders = new BoardOrders(60_000, 3);
    orders.set('a', ['1', '2'], 0);
    orders.set('a', ['3', '4', '5'], 1);
    expect(orders.get('a', 2)).toEqual(['3', '4', '5']);
    expect(orders.size).toBe(1);
  });

  it('does not keep an order larger than the whole budget', () => {
    const orders = new BoardOrders(60_000, 2);
    orders.set('a', ['1', '2', '3'], 0);
    expect(orders.get('a', 1)).toBeUndefined();
  });
});

describe('PageReadAhead', () => {
  it('gives a page read ahead once, to the request for that page', async () => {
    const readAhead = new PageReadAhead<string[]>(10_000, 8);
    let reads = 0;
    readAhead.put('load|2', async () => {
      reads += 1;
      return ['a', 'b'];
    });
    expect(readAhead.has('load|2')).toBe(true);
    expect(await readAhead.take('load|2')).toEqual(['a', 'b']);
    expect(readAhead.has('load|2')).toBe(false);
    expect(readAhead.take('load|2')).toBeUndefined();
    expect(readAhead.take('load|3')).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('drops a read-ahead nobody asked for in time, and the oldest past the limit', () => {
    const readAhead = new PageReadAhead<number>(1_000, 2);
    readAhead.put('a', async () => 1, 0);
    expect(readAhead.has('a', 1_000)).toBe(true);
    expect(readAhead.has('a', 1_001)).toBe(false);
    expect(readAhead.take('a', 1_001)).toBeUndefined();
    readAhead.put('b', async () => 2, 0);
    readAhead.put('c', async () => 3, 10);
    readAhead.put('d', async () => 4, 20);
    expect(readAhead.size).toBe(2);
    expect(readAhead.take('b', 30)).toBeUndefined();
  });

  it('keeps a failed read for its taker without an unhandled rejection', async () => {
    const readAhead = new PageReadAhead<number>();
    readAhead.put('x', async () => {
      throw new Error('database gone');
    });
    await expect(readAhead.take('x')).rejects.toThrow('database gone');
  });
});

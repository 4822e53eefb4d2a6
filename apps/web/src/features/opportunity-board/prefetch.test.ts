import { describe, expect, it } from 'vitest';
import { boardDataPath, readBoardFilters } from './api/board-url';
import { DEFAULT_BOARD_DATA_PATH } from './prefetch';

describe('the board’s prefetch', () => {
  it('asks for the very URL the screen’s query asks for when the board opens without filters', () => {
    expect(boardDataPath(readBoardFilters(new URLSearchParams()))).toBe(DEFAULT_BOARD_DATA_PATH);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedReveal } from './use-staged-reveal.ts';

function Parts({ count, commits }: { count: number; commits: number[] }) {
  const shown = useStagedReveal(count);
  commits.push(shown);
  return (
    <ol>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>part {index + 1}</li>
      ))}
    </ol>
  );
}

describe('useStagedReveal', () => {
  it('shows the first part alone, then one more part per render, up to all of them', () => {
    const commits: number[] = [];
    render(<Parts count={3} commits={commits} />);
    expect(commits).toEqual([1, 2, 3]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'part 1',
      'part 2',
      'part 3',
    ]);
  });

  it('renders once when there is a single part', () => {
    const commits: number[] = [];
    render(<Parts count={1} commits={commits} />);
    expect(commits).toEqual([1]);
  });
});

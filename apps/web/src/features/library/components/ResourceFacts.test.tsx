import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceFacts } from './ResourceFacts';

describe("a resource's facts", () => {
  it('name its publisher, as a collection’s materials show them (SPEC §3)', () => {
    render(
      <ResourceFacts
        resource={{ type: 'book', level: 'C', unit: '', topic: '', publisher: 'Bluebell Press', note: '' }}
      />,
    );
    expect(screen.getByText('Level C')).toBeInTheDocument();
    expect(screen.getByText('Publisher: Bluebell Press')).toBeInTheDocument();
  });

  it('leave out a publisher the catalogue does not know', () => {
    render(<ResourceFacts resource={{ type: 'video', level: '', unit: '2', topic: '', publisher: '', note: '' }} />);
    expect(screen.queryByText(/Publisher/)).toBeNull();
  });
});

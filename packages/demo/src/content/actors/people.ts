import { face } from '../face.js';
import { COLORS, paint, SKIN } from '../palette.js';
import { circle, ellipse, fmt, path, rect, tube } from '../svg.js';
import type { Actor, ActorKind } from '../types.js';
import type { ActorDrawing } from './drawing.js';

const TROUSERS = '#4a5a78';

/** Where a body's parts go: children have short legs and a big head, adults the opposite. */
interface Build {
  legTop: number;
  shoulder: number;
  headY: number;
  headR: number;
}

const CHILD: Build = { legTop: -30, shoulder: -60, headY: -78, headR: 16 };
const ADULT: Build = { legTop: -44, shoulder: -75, headY: -87, headR: 13 };

/** Long hair is drawn before the body so it falls behind the shoulders. */
function hairBehind(o: Actor, { headY: y, headR: r }: Build): string {
  if (o.hairStyle !== 'long') return '';
  const d = `M${fmt(-r - 3)} ${fmt(y)}Q${fmt(-r - 4)} ${fmt(y + r * 2.1)} ${fmt(-r * 0.2)} ${fmt(y + r * 1.7)}H${fmt(r * 0.2)}Q${fmt(r + 4)} ${fmt(y + r * 2.1)} ${fmt(r + 3)} ${fmt(y)}Z`;
  return path(d, paint(o.hair, 'brown'));
}

/** The top of the head with a side fringe, drawn over the face. */
function hairOnTop(o: Actor, { headY: y, headR: r }: Build): string {
  const d = `M${fmt(-r - 1)} ${fmt(y + 2)}A${fmt(r + 1)} ${fmt(r + 1)} 0 0 1 ${fmt(r + 1)} ${fmt(y + 2)}Q${fmt(r * 0.5)} ${fmt(y - r * 0.55)} ${fmt(-r * 0.1)} ${fmt(y - r * 0.45)}Q${fmt(-r * 0.6)} ${fmt(y - r * 0.4)} ${fmt(-r - 1)} ${fmt(y + 2)}Z`;
  return path(d, paint(o.hair, 'brown'));
}

function wearMarkup(o: Actor, b: Build): string {
  const { headY: y, headR: r, shoulder } = b;
  switch (o.wear) {
    case 'scarf':
      return rect(-r * 0.9, shoulder - 4, r * 1.8, 7, COLORS.red, 3) + rect(r * 0.2, shoulder, 6, 16, COLORS.red, 2);
    case 'cap': {
      // A team cap in the shirt's colour.
      const cap = paint(o.color, 'blue');
      return (
        path(`M${fmt(-r - 1)} ${fmt(y - 2)}A${fmt(r + 1)} ${fmt(r + 1)} 0 0 1 ${fmt(r + 1)} ${fmt(y - 2)}Z`, cap) +
        rect(r * 0.4, y - 5, r * 1.1, 4, cap, 2)
      );
    }
    case 'helmet':
      return (
        circle(0, y, r + 7, '#dff3ff', ' opacity="0.45"') +
        path(
          `M${fmt(-r * 0.6)} ${fmt(y - r * 0.7)}Q0 ${fmt(y - r - 4)} ${fmt(r * 0.6)} ${fmt(y - r * 0.7)}`,
          'none',
          ' stroke="#fff"',
        )
      );
    default:
      return '';
  }
}

function person(o: Actor, sw: number, b: Build): string {
  const shirt = paint(o.color, 'red');
  const skin = SKIN[o.skin ?? 'light'];
  const { legTop, shoulder, headY, headR } = b;
  const arms = `M-12 ${fmt(shoulder + 4)}L-20 ${fmt(legTop - 4)}M12 ${fmt(shoulder + 4)}L20 ${fmt(legTop - 4)}`;
  const legHeight = fmt(-legTop - 2);
  return (
    hairBehind(o, b) +
    path(`M-10 ${legTop - 2}h8v${legHeight}h-8zM2 ${legTop - 2}h8v${legHeight}h-8z`, TROUSERS) +
    ellipse(-7, -3, 7, 3.5, '#3b3940') +
    ellipse(7, -3, 7, 3.5, '#3b3940') +
    tube(arms, shirt, 7, sw) +
    circle(-20.5, legTop - 2, 4.5, skin) +
    circle(20.5, legTop - 2, 4.5, skin) +
    path(
      `M-13 ${shoulder}H13Q16 ${shoulder} 16 ${shoulder + 6}L17 ${legTop}H-17L-16 ${shoulder + 6}Q-16 ${shoulder} -13 ${shoulder}Z`,
      shirt,
    ) +
    circle(0, headY, headR, skin) +
    face(0, headY + 1, headR * 0.62, o.mood) +
    hairOnTop(o, b) +
    wearMarkup(o, b)
  );
}

export const PEOPLE = {
  child: { height: 32, draw: (o, sw) => person(o, sw, CHILD) },
  adult: { height: 45, draw: (o, sw) => person(o, sw, ADULT) },
} satisfies Partial<Record<ActorKind, ActorDrawing>>;

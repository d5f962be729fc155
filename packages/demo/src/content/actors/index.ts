import type { ActorKind } from '../types.js';
import { ANIMALS } from './animals.js';
import type { ActorDrawing } from './drawing.js';
import { FOOD } from './food.js';
import { NATURE } from './nature.js';
import { PEOPLE } from './people.js';
import { THINGS } from './things.js';
import { VEHICLES } from './vehicles.js';

/** Every actor kind has a drawing; the type makes a missing one a compile error. */
export const ACTORS: Record<ActorKind, ActorDrawing> = {
  ...ANIMALS,
  ...PEOPLE,
  ...NATURE,
  ...THINGS,
  ...FOOD,
  ...VEHICLES,
};

import type { Actor } from '../types.js';

/**
 * How one kind of actor is drawn. `draw` works in local units: the drawing stands on (0, 0) and is
 * about 100 units tall (y from -100 to 0). `height` is how tall 100 units look, as a percentage of the
 * picture's height, which keeps kinds in proportion to each other. `sw` is the outline width in local
 * units, for shapes that need it (see `blob` and `tube`).
 */
export interface ActorDrawing {
  height: number;
  draw: (actor: Actor, sw: number) => string;
}

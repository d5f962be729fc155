import { ACTORS } from './actors/index.js';
import { BACKGROUNDS } from './backgrounds.js';
import { INK } from './palette.js';
import { fmt } from './svg.js';
import type { Actor, SceneSpec } from './types.js';

function actorMarkup(actor: Actor, w: number, h: number): string {
  const drawing = ACTORS[actor.kind];
  const scale = (drawing.height * h * (actor.size ?? 1)) / 10000;
  // The outline is set in picture pixels and converted to local units, so big and small actors share one line weight.
  const sw = h / 230 / scale;
  const sx = actor.flip ? -scale : scale;
  return (
    `<g transform="translate(${fmt((actor.x * w) / 100)} ${fmt((actor.y * h) / 100)}) scale(${fmt(sx, 3)} ${fmt(scale, 3)})" ` +
    `stroke-width="${fmt(sw, 2)}">${drawing.draw(actor, sw)}</g>`
  );
}

/** The inner markup of a scene drawn at w × h: background first, then actors in list order (later ones in front). */
export function sceneMarkup(scene: SceneSpec, w: number, h: number): string {
  const actors = scene.actors.map((actor) => actorMarkup(actor, w, h)).join('');
  return `${BACKGROUNDS[scene.background](w, h)}<g stroke="${INK}" stroke-linejoin="round" stroke-linecap="round">${actors}</g>`;
}

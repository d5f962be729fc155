/** Shapes of the demo library: content packages of picture books and videos, with their lesson content. */

export const LEVELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type Level = (typeof LEVELS)[number];

export const TOPICS = [
  'animals',
  'family',
  'food',
  'school',
  'nature',
  'seasons',
  'weather',
  'transport',
  'feelings',
  'friends',
  'space',
  'sports',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Named colours, so the words on a page ("a red ball") and the picture use the same hue. */
export type ColorName =
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'black'
  | 'white'
  | 'grey'
  | 'gold'
  | 'teal';

export type SkinTone = 'light' | 'medium' | 'tan' | 'dark';
export type Mood = 'happy' | 'sad' | 'surprised' | 'sleepy' | 'scared' | 'angry';

export type Background =
  | 'grass'
  | 'pond'
  | 'farm'
  | 'mountains'
  | 'autumn'
  | 'snow'
  | 'rain'
  | 'sunset'
  | 'night'
  | 'forest'
  | 'storm'
  | 'sky'
  | 'space'
  | 'moon'
  | 'sea'
  | 'fog'
  | 'beach'
  | 'underwater'
  | 'pool'
  | 'field'
  | 'road'
  | 'city'
  | 'room'
  | 'nightroom'
  | 'kitchen'
  | 'classroom'
  | 'stage';

export type ActorKind =
  | 'cat'
  | 'dog'
  | 'bird'
  | 'fish'
  | 'rabbit'
  | 'duck'
  | 'frog'
  | 'butterfly'
  | 'bee'
  | 'turtle'
  | 'bear'
  | 'lion'
  | 'pig'
  | 'crab'
  | 'penguin'
  | 'squirrel'
  | 'dolphin'
  | 'child'
  | 'adult'
  | 'sun'
  | 'moon'
  | 'fullmoon'
  | 'star'
  | 'cloud'
  | 'rain'
  | 'snowflake'
  | 'rainbow'
  | 'tree'
  | 'flower'
  | 'plant'
  | 'wheat'
  | 'leaf'
  | 'snowman'
  | 'umbrella'
  | 'heart'
  | 'ball'
  | 'kite'
  | 'book'
  | 'bag'
  | 'pencil'
  | 'clock'
  | 'balloon'
  | 'gift'
  | 'medal'
  | 'box'
  | 'hive'
  | 'house'
  | 'windmill'
  | 'bed'
  | 'table'
  | 'chair'
  | 'apple'
  | 'banana'
  | 'carrot'
  | 'cake'
  | 'egg'
  | 'cup'
  | 'bread'
  | 'bowl'
  | 'dough'
  | 'car'
  | 'bus'
  | 'train'
  | 'boat'
  | 'ship'
  | 'plane'
  | 'bike'
  | 'rocket'
  | 'planet'
  | 'earth'
  | 'saturn';

/**
 * One thing drawn in a scene. `x` and `y` are percentages of the picture's width and height and
 * mark the bottom centre of the drawing (where it stands), so one scene fits any picture size.
 */
export interface Actor {
  kind: ActorKind;
  x: number;
  y: number;
  /** Multiplies the kind's natural size (1 = a cat looks cat-sized next to a child). */
  size?: number;
  /** Main colour: fur, shirt, paint, fruit. Each kind has its own default. */
  color?: ColorName;
  /** Mirror the drawing so it faces left instead of right. */
  flip?: boolean;
  /** Faces (people, animals, sun, cloud, snowman) show it; the default is a smile. */
  mood?: Mood;
  hair?: ColorName;
  hairStyle?: 'short' | 'long';
  skin?: SkinTone;
  wear?: 'scarf' | 'cap' | 'helmet';
}

export interface SceneSpec {
  background: Background;
  actors: Actor[];
}

export interface BookPage {
  sentences: string[];
  scene: SceneSpec;
}

export interface Subtitle {
  start: number;
  end: number;
  text: string;
  /** The picture shown while this sentence is on screen; used to make the clip and its poster. */
  scene: SceneSpec;
}

interface ResourceCommon {
  /** Slug, unique across all packages; names the resource's content files. */
  key: string;
  resource_name: string;
  topic: Topic;
  publisher: string;
  author: string;
  information: string;
  /** "echo_book" marks a special book that the app shows with its own badge. */
  note?: string;
}

export interface BookSeed extends ResourceCommon {
  type: 'book';
  level: Level;
  pages: BookPage[];
}

export interface VideoSeed extends ResourceCommon {
  type: 'video';
  unit: number;
  video: {
    /** Path under content/videos. */
    file: string;
    duration_s: number;
    subtitles: Subtitle[];
  };
}

export type ResourceSeed = BookSeed | VideoSeed;

export interface ContentPackage {
  key: string;
  name: string;
  description: string;
  resources: ResourceSeed[];
}

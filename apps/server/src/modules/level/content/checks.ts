import type { BookLevel } from '@lms/shared';
import { type LevelPassage, type OralItem, question } from './types.js';

/** The level checks' passages: one per level, A to L, each with two questions; a check asks three of them. */
export const CHECK_PASSAGES: LevelPassage[] = [
  {
    level: 'A',
    sentences: ['A frog jumps into the pond.'],
    questions: [
      question('What jumps into the pond?', ['A frog', 'A fish', 'A duck'], 0),
      question('Where does the frog jump?', ['Into a box', 'Into the pond', 'Onto a log'], 1),
    ],
  },
  {
    level: 'B',
    sentences: ['Kim eats an apple under the tree.'],
    questions: [
      question('What does Kim eat?', ['A pear', 'A cake', 'An apple'], 2),
      question('Where is Kim?', ['Under the tree', 'In the car', 'At the shop'], 0),
    ],
  },
  {
    level: 'C',
    sentences: ['Dad makes soup on cold days.', 'We eat it with warm bread.'],
    questions: [
      question('When does Dad make soup?', ['On hot days', 'On cold days', 'On birthdays'], 1),
      question('What do they eat with the soup?', ['Warm bread', 'Rice', 'Ice cream'], 0),
    ],
  },
  {
    level: 'D',
    sentences: ["The wind pulled Leo's kite into the sky.", 'Then the string broke and it flew away.'],
    questions: [
      question('What pulled the kite?', ['A bird', 'The wind', "Leo's sister"], 1),
      question('Why did the kite fly away?', ['The string broke', 'Leo let go', 'It was too heavy'], 0),
    ],
  },
  {
    level: 'E',
    sentences: ['Nora planted seeds in a pot by the window.', 'After two weeks, small green shoots appeared.'],
    questions: [
      question('Where was the pot?', ['In the garden', 'By the window', 'Under the bed'], 1),
      question('When did the shoots appear?', ['After two days', 'After two weeks', 'After two months'], 1),
    ],
  },
  {
    level: 'F',
    sentences: [
      'Owen practised the piano for an hour every evening.',
      'At the concert, he played without making a single mistake.',
    ],
    questions: [
      question('How often did Owen practise?', ['Once a week', 'Every evening', 'Only on Sundays'], 1),
      question('How did Owen play at the concert?', ['Without a mistake', 'Too slowly', 'With many mistakes'], 0),
    ],
  },
  {
    level: 'G',
    sentences: [
      'Camels can walk for days in the desert without drinking.',
      'They store fat in their humps, not water as many believe.',
      'Their wide feet keep them from sinking into the sand.',
    ],
    questions: [
      question('What do camels store in their humps?', ['Water', 'Fat', 'Sand', 'Grass'], 1),
      question("Why don't camels sink into the sand?", ['They walk fast', 'They have wide feet', 'They are light'], 1),
    ],
  },
  {
    level: 'H',
    sentences: [
      "Priya's class grew tomatoes in a garden behind the school.",
      'When the plants were ready, the students sold them at a market.',
      'They used the money to buy new books for the library.',
    ],
    questions: [
      question('Where did the class grow tomatoes?', ['Behind the school', 'On a farm', 'At home'], 0),
      question('What did they buy with the money?', ['Seeds', 'New books for the library', 'A bigger garden'], 1),
    ],
  },
  {
    level: 'I',
    sentences: [
      'Penguins cannot fly, but they are excellent swimmers in cold water.',
      'Their wings work like flippers, pushing them quickly through the sea.',
      'Some penguins dive deeper than five hundred metres to catch their food.',
    ],
    questions: [
      question('What do penguins use their wings for?', ['Flying', 'Swimming', 'Digging'], 1),
      question('Why do some penguins dive very deep?', ['To catch food', 'To escape the cold', 'To sleep'], 0),
    ],
  },
  {
    level: 'J',
    sentences: [
      'The first bicycles had no pedals, so riders pushed them along with their feet.',
      'Later designs added pedals to a huge front wheel, which made falling dangerous.',
      'Modern bicycles use a chain and two wheels of the same size.',
    ],
    questions: [
      question(
        'How did riders move the first bicycles?',
        ['With pedals', 'By pushing with their feet', 'With a motor'],
        1,
      ),
      question(
        'What was the trouble with a huge front wheel?',
        ['Falling off was dangerous', 'It had no chain', 'It was too slow'],
        0,
      ),
    ],
  },
  {
    level: 'K',
    sentences: [
      'Volcanoes form where hot melted rock rises from deep inside the Earth.',
      'Although eruptions can be destructive, the ash they leave behind makes soil very rich.',
      'This is why farmers often grow crops on the slopes of sleeping volcanoes.',
    ],
    questions: [
      question(
        'What makes the soil near volcanoes rich?',
        ['Rain', 'The ash of eruptions', "The farmers' machines"],
        1,
      ),
      question(
        'Where do farmers often grow crops?',
        ['On the slopes of sleeping volcanoes', 'Inside active craters', 'Far from any volcano'],
        0,
      ),
    ],
  },
  {
    level: 'L',
    sentences: [
      'Before refrigerators, families kept food cold with blocks of ice cut from frozen lakes in winter.',
      'The ice was stored in thick-walled buildings packed with sawdust, which slowed its melting for months.',
      'When electric refrigerators became affordable, the ice trade disappeared within a single generation.',
    ],
    questions: [
      question(
        'Why was the ice packed in sawdust?',
        ['To slow its melting', 'To make it cleaner', 'To make it heavier'],
        0,
      ),
      question(
        'What ended the ice trade?',
        ['Warmer winters', 'Affordable electric refrigerators', 'A lack of sawdust'],
        1,
      ),
    ],
  },
];

/** The bands of levels; a check reads aloud the sentence of its student's band. */
export const CHECK_ORALS: Record<BookLevel, OralItem> = (() => {
  const bands: [BookLevel[], OralItem][] = [
    [['A', 'B', 'C'], { level: 'B', text: 'Happy puppies chase yellow balls.' }],
    [['D', 'E', 'F'], { level: 'E', text: 'Little rabbits hopped slowly across muddy fields.' }],
    [['G', 'H', 'I'], { level: 'H', text: 'Hungry squirrels collected acorns before winter arrived.' }],
    [['J', 'K', 'L'], { level: 'K', text: 'Ancient travellers followed bright stars across enormous deserts.' }],
  ];
  return Object.fromEntries(bands.flatMap(([levels, oral]) => levels.map((level) => [level, oral]))) as Record<
    BookLevel,
    OralItem
  >;
})();

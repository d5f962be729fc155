import { type LevelPassage, type OralItem, question } from './types.js';

/** The placement ladder: one passage per level, A to L, each with two questions. */
export const PLACEMENT_PASSAGES: LevelPassage[] = [
  {
    level: 'A',
    sentences: ['The red hen sits on eggs.'],
    questions: [
      question('What sits on the eggs?', ['A cat', 'The red hen', 'A dog'], 1),
      question('What colour is the hen?', ['Red', 'Blue', 'Green'], 0),
    ],
  },
  {
    level: 'B',
    sentences: ['Sam kicks the ball into the net.'],
    questions: [
      question('Who kicks the ball?', ['Mum', 'A goat', 'Sam'], 2),
      question('Where does the ball go?', ['Into a box', 'Into the net', 'Up a tree'], 1),
    ],
  },
  {
    level: 'C',
    sentences: ['Mia has a small brown dog.', 'It sleeps under her bed at night.'],
    questions: [
      question('What colour is the dog?', ['Black', 'White', 'Brown'], 2),
      question('Where does the dog sleep?', ['Under the bed', 'In the garden', 'On a chair'], 0),
    ],
  },
  {
    level: 'D',
    sentences: ['Ben painted a big blue sea.', 'Then he added a tiny yellow boat.'],
    questions: [
      question('What did Ben paint first?', ['A house', 'The sea', 'A tree'], 1),
      question('What colour was the boat?', ['Yellow', 'Red', 'Blue'], 0),
    ],
  },
  {
    level: 'E',
    sentences: ['The library was quiet on Monday morning.', 'Lena found a book about stars and sat down.'],
    questions: [
      question('When was the library quiet?', ['On Monday morning', 'On Friday night', 'On Sunday afternoon'], 0),
      question("What was Lena's book about?", ['Horses', 'Stars', 'Cooking', 'Rivers'], 1),
    ],
  },
  {
    level: 'F',
    sentences: ['Every spring, the farmer plants rows of corn.', 'By summer the plants are taller than his son.'],
    questions: [
      question('What does the farmer plant?', ['Beans', 'Apples', 'Corn', 'Roses'], 2),
      question("When are the plants taller than the farmer's son?", ['In winter', 'By summer', 'In spring'], 1),
    ],
  },
  {
    level: 'G',
    sentences: [
      'Rosa missed the school bus because her alarm did not ring.',
      'Her grandfather drove her to school in his old truck.',
      'She arrived just as the bell rang.',
    ],
    questions: [
      question('Why did Rosa miss the bus?', ['She was ill', 'Her alarm did not ring', 'The bus came early'], 1),
      question('How did Rosa get to school?', ['She walked', 'By bike', "In her grandfather's truck", 'By train'], 2),
    ],
  },
  {
    level: 'H',
    sentences: [
      'An octopus can change the colour of its skin very quickly.',
      'It does this to hide from fish that want to eat it.',
      'It can also squeeze through very small gaps between rocks.',
    ],
    questions: [
      question('Why does an octopus change colour?', ['To find friends', 'To hide from fish', 'To keep warm'], 1),
      question(
        'What can an octopus squeeze through?',
        ['Small gaps between rocks', 'Fishing nets', 'Glass bottles'],
        0,
      ),
    ],
  },
  {
    level: 'I',
    sentences: [
      'The town planned to cut down the old oak tree in the park.',
      'A group of children wrote letters explaining that owls nested in its branches.',
      'After reading them, the town decided to protect the tree instead.',
    ],
    questions: [
      question(
        'Why did the children write letters?',
        ['To ask for a new park', 'Because owls lived in the tree', 'To thank the town'],
        1,
      ),
      question(
        'What did the town decide in the end?',
        ['To cut the tree down', 'To plant more trees', 'To protect the tree', 'To close the park'],
        2,
      ),
    ],
  },
  {
    level: 'J',
    sentences: [
      'For centuries, sailors used the stars to find their way across the ocean.',
      'On cloudy nights, however, they had to guess their position from speed and direction.',
      'Mistakes were common, and many ships ended up far from where they had planned.',
    ],
    questions: [
      question('What did sailors use to find their way?', ['The stars', 'Birds', 'The colour of the water'], 0),
      question(
        'What happened on cloudy nights?',
        ['Sailors stayed in port', 'Sailors had to guess their position', 'Ships sailed faster'],
        1,
      ),
    ],
  },
  {
    level: 'K',
    sentences: [
      'Although honeybees are small, a single colony can visit millions of flowers in one season.',
      'Bees that find good flowers return to the hive and perform a special dance.',
      'The direction and length of the dance tell the others where the flowers are.',
    ],
    questions: [
      question(
        'Why do bees dance in the hive?',
        ['To keep the hive warm', 'To show the others where flowers are', 'To scare away enemies'],
        1,
      ),
      question(
        'What can a single colony do in one season?',
        ['Visit millions of flowers', 'Move to another country', 'Grow a new kind of flower'],
        0,
      ),
    ],
  },
  {
    level: 'L',
    sentences: [
      'When the first libraries opened, many people doubted that ordinary workers would want to borrow books.',
      'The critics were proved wrong almost immediately, as queues formed outside the doors every evening.',
      'Within a few decades, reading became one of the most popular ways to spend free time.',
    ],
    questions: [
      question(
        'What did many people doubt at first?',
        ['That workers would want to borrow books', 'That libraries could be built', 'That books were useful'],
        0,
      ),
      question(
        "What does 'the critics were proved wrong' tell us?",
        ['Few people came', 'Many people used the libraries', 'The libraries closed early'],
        1,
      ),
    ],
  },
];

/** The placement's sentences to read aloud, low, middle and high on the ladder. */
export const PLACEMENT_ORALS: OralItem[] = [
  { level: 'C', text: 'Green frogs jump over wet rocks.' },
  { level: 'G', text: 'Seven children painted bright pictures during their music lesson.' },
  { level: 'K', text: 'Travelling scientists carefully measured melting glaciers across northern mountains.' },
];

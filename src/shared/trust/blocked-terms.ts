// The blocked-terms list (docs/rules/trust-and-moderation.md#screening): slurs and insults aimed
// at people, which hold a review for a moderator. This is data reviewed like code: every addition
// or removal goes through review, with the reason in the change. Write each term once, in lower
// case and plain spelling; the matcher adds whole-word matching, any case, repeated letters, digits
// or symbols for letters, * for vowels and a plural ending. Plain swearing ('shit', 'crap') and mild
// words ('idiot', 'stupid') are left out: reviews use them about food and buildings. Words that are
// also common names or places ('dyke', as in Offa's Dyke) are left out too: they would hold honest reviews.
export const BLOCKED_TERMS: readonly string[] = [
  // Racist and ethnic slurs.
  'nigger',
  'nigga',
  'coon',
  'jigaboo',
  'porch monkey',
  'chink',
  'gook',
  'zipperhead',
  'spic',
  'spick',
  'wetback',
  'beaner',
  'kike',
  'paki',
  'raghead',
  'towelhead',
  'camel jockey',
  'sand nigger',
  'wog',
  'dago',
  'wop',
  'gyppo',
  'pikey',
  // Homophobic and transphobic slurs.
  'faggot',
  'fag',
  'poofter',
  'tranny',
  'shemale',
  // Ableist slurs.
  'retard',
  'retarded',
  'spastic',
  'spaz',
  'spacker',
  'mong',
  'mongoloid',
  // Misogynist slurs.
  'bitch',
  'bitchy',
  'whore',
  'slut',
  'cunt',
  'twat',
  // Insults aimed at a person.
  'asshole',
  'arsehole',
  'dickhead',
  'shithead',
  'dipshit',
  'wanker',
  'tosser',
  'bellend',
  'knobhead',
  'motherfucker',
  'cocksucker',
  'scumbag',
  'douchebag',
  'prick',
  // Telling someone to harm themselves.
  'kill yourself',
  'kill urself',
  'kys',
];

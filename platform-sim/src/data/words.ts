/** Word lists for generated, realistic-sounding game names. */
export const SLOT_ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Fortune',
  'Royal',
  'Magic',
  'Super',
  'Mega',
  'Diamond',
  'Jade',
  'Crystal',
  'Blazing',
  'Sweet',
  'Ancient',
  'Hot',
  'Dragon',
  'Emerald',
  'Thunder',
  'Midnight',
  'Sacred',
  'Jungle',
] as const;

export const SLOT_NOUNS = [
  'Tiger',
  'Dragon',
  'Koi',
  'Phoenix',
  'Panda',
  'Pharaoh',
  'Bonanza',
  'Gems',
  'Fruits',
  'Empire',
  'Temple',
  'Queen',
  'Samurai',
  'Buffalo',
  'Wolf',
  'Ox',
  'Rooster',
  'Mahjong',
  'Aztec',
  'Genie',
  'Pirates',
  'Candy',
  'Olympus',
  'Rabbit',
  'Lion',
  'Elephant',
  'Goddess',
  'Treasures',
  'Wizard',
  'Cowboy',
] as const;

export const SLOT_SUFFIXES = [
  'Deluxe',
  'Megaways',
  'Rising',
  'Hold & Win',
  '1000',
  'Ways',
  'II',
  'Xmas',
  'Rush',
  'Link',
] as const;

export const ARCADE_BASES = [
  'Plinko',
  'Mines',
  'Goal',
  'Crash',
  'Hilo',
  'Dice',
  'Keno',
  'Tower',
  'Limbo',
  'Wheel',
  'Aviator',
  'Penalty',
] as const;
export const ARCADE_SUFFIXES = ['Rush', 'Blitz', 'Pro', 'X', 'Mania', 'Party', 'Turbo', 'Go'] as const;

export const TABLE_BASES = [
  'Baccarat',
  'Roulette',
  'Blackjack',
  'Sic Bo',
  'Dragon Tiger',
  'Video Poker',
  'Teen Patti',
  'Andar Bahar',
  'Caribbean Poker',
  'Three Card Poker',
] as const;
export const TABLE_SUFFIXES = ['Classic', 'Deluxe', 'Gold', 'Multi-hand', 'Royal', 'Speed', 'VIP'] as const;

export const BINGO_BASES = ['Bingo', 'Pachinko', 'Scratch', 'Lotto Ball'] as const;
export const BINGO_SUFFIXES = ['Carnival', 'Fiesta', 'Gold', 'Party', 'Stars', 'Bonanza'] as const;

export const FISH_FIRST = [
  'Ocean',
  'Fishing',
  'Dragon',
  'Golden',
  'Mermaid',
  'Shark',
  'Deep Sea',
  'Jackpot',
  'Royal',
  'Mega',
] as const;
export const FISH_SECOND = ['King', 'War', 'Hunter', 'Fortune', 'Legend', 'Party', 'Frenzy', 'Paradise'] as const;

export const LIVE_BASES: Record<string, readonly string[]> = {
  baccarat: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', 'Lightning Baccarat'],
  roulette: ['Lightning Roulette', 'Auto Roulette', 'Speed Roulette', 'Immersive Roulette', 'Roulette'],
  sicbo: ['Super Sic Bo', 'Sic Bo'],
  dragontiger: ['Dragon Tiger'],
  blackjack: ['Blackjack VIP', 'Infinite Blackjack', 'Speed Blackjack'],
};

export const PVP_BASES: Record<string, readonly string[]> = {
  poker: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Pusoy', 'Tongits', 'Pai Gow'],
  card: [
    'Teen Patti',
    'Rummy',
    'Niu Niu',
    'Fan Tan',
    'Sam Gong',
    'Shan Koe Mee',
    'Ludo',
    'Andar Bahar',
    'Poker King',
    'Thirteen Cards',
    'Blackjack Duel',
    'Big Two',
  ],
};
export const PVP_SUFFIXES = ['Classic', 'Pro', 'Royale', 'Blitz', 'Club'] as const;

export const INHOUSE_GAMES: readonly (readonly [string, string])[] = [
  ['Crash', 'crash'],
  ['Rocket Crash', 'crash'],
  ['Moon Crash', 'crash'],
  ['Mines', 'instant'],
  ['Plinko', 'instant'],
  ['Dice', 'instant'],
  ['Limbo', 'crash'],
  ['Keno', 'instant'],
  ['Hilo', 'instant'],
  ['Wheel', 'instant'],
  ['Tower', 'instant'],
  ['Coinflip', 'instant'],
];

export const LOTTO_VN = [
  'Mien Bac',
  'Mien Trung',
  'Mien Nam',
  'Ha Noi',
  'Ho Chi Minh',
  'Da Nang',
  'Hai Phong',
  'Can Tho',
  'Dong Nai',
  'Quang Ninh',
  'Binh Duong',
  'Khanh Hoa',
  'VN Fast 1 Min',
  'VN Fast 3 Min',
  'VN Fast 5 Min',
  'Vietlott Mega',
  'Vietlott Power',
  'Max 3D',
] as const;

export const LOTTO_SEA = [
  'Thai Lotto',
  'Laos Lotto',
  'Malaysia 4D',
  'Singapore 4D',
  'Magnum 4D',
  'Toto 4D',
  'Da Ma Cai',
  'Sabah 88',
  'Sandakan 4D',
  'Cambodia Lotto',
] as const;

export const LOTTO_TRAD = [
  'Myanmar 2D',
  'Myanmar 3D',
  'Thai 2D',
  'Pick 3',
  'Fast 3',
  'Lucky 5D',
  'Mega 6/45',
  'Power 6/55',
  '11 Select 5',
  'PK10',
  'Keno Gold',
  'Happy 8',
  'Mark Six',
  'Super Lotto',
] as const;

export const LOTTO_E = [
  '1 Min Lotto',
  '3 Min Lotto',
  '5 Min Lotto',
  'Fast Keno',
  'Speed Racing',
  'Lucky Ball',
  'Quick 3D',
  'Crypto Lotto',
  'Hash Lotto',
  'Turbo 2D',
  'Rapid Pick 3',
  'Flash PK10',
  'Minute Dice',
  'Happy 10',
  'Fast 5D',
  'Rocket Lotto',
] as const;

export const NICK_FIRST = [
  'Aung',
  'Kyaw',
  'Min',
  'Thant',
  'Zaw',
  'Htet',
  'Naing',
  'Soe',
  'Ye',
  'Hla',
  'Myo',
  'Phyo',
  'Thura',
  'Win',
  'Zin',
] as const;
export const NICK_SECOND = [
  'Lin',
  'Ko',
  'Htun',
  'Oo',
  'Aye',
  'Naing',
  'Myint',
  'Thu',
  'Zaw',
  'Phyo',
  'Moe',
  'Kyi',
] as const;

export const TEAMS: readonly (readonly [string, readonly string[]])[] = [
  [
    'English Premier League',
    [
      'Arsenal',
      'Chelsea',
      'Liverpool',
      'Manchester City',
      'Manchester United',
      'Tottenham',
      'Newcastle',
      'Aston Villa',
    ],
  ],
  ['La Liga', ['Real Madrid', 'Barcelona', 'Atletico Madrid', 'Sevilla', 'Valencia', 'Real Sociedad']],
  ['Serie A', ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio']],
  [
    'Myanmar National League',
    ['Shan United', 'Yangon United', 'Hantharwady United', 'Ayeyawady United', 'Rakhine United', 'Yadanarbon'],
  ],
];

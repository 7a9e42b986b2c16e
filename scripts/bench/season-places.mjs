// The places, airports, names and needs a generated season draws from: Italy, Portugal and Japan, travelers from many countries.

export const REGIONS = [
  {
    name: 'Italy',
    timezone: 'Europe/Rome',
    carrier: 'AZ',
    titles: ['Roman Holiday', 'Tuscany Food & Wine', 'Amalfi Coast Discovery', 'Sicily Baroque Trail', 'Venice and the Dolomites'],
    flights: [['FCO', 'CTA'], ['VCE', 'NAP'], ['FCO', 'BRI']],
    places: [
      { name: 'Colosseum', lat: 41.8902, lng: 12.4922 },
      { name: 'Uffizi Gallery', lat: 43.7678, lng: 11.2553 },
      { name: 'Piazza San Marco', lat: 45.4341, lng: 12.3388 },
      { name: 'Pompeii', lat: 40.7497, lng: 14.4869 },
      { name: 'Amalfi', lat: 40.634, lng: 14.6027 },
      { name: 'Valley of the Temples', lat: 37.29, lng: 13.585 },
      { name: 'Piazza del Campo', lat: 43.3184, lng: 11.3316 },
    ],
  },
  {
    name: 'Portugal',
    timezone: 'Europe/Lisbon',
    carrier: 'TP',
    titles: ['Lisbon and Sintra', 'Douro Valley Wine Route', 'Algarve Coast Walks', 'Porto to Lisbon by Rail'],
    flights: [['LIS', 'OPO'], ['OPO', 'FAO'], ['LIS', 'FAO']],
    places: [
      { name: 'Belem Tower', lat: 38.6916, lng: -9.216 },
      { name: 'Pena Palace', lat: 38.7876, lng: -9.3906 },
      { name: 'Ribeira do Porto', lat: 41.1405, lng: -8.6131 },
      { name: 'Pinhao Quinta', lat: 41.1903, lng: -7.5453 },
      { name: 'Evora Roman Temple', lat: 38.5725, lng: -7.9072 },
      { name: 'Ponta da Piedade', lat: 37.0808, lng: -8.6694 },
    ],
  },
  {
    name: 'Japan',
    timezone: 'Asia/Tokyo',
    carrier: 'JL',
    titles: ['Classic Japan', 'Kyoto Temples and Gardens', 'Tokyo to Hiroshima', 'Hokkaido Nature Week'],
    flights: [['HND', 'KIX'], ['HND', 'FUK'], ['KIX', 'CTS']],
    places: [
      { name: 'Senso-ji', lat: 35.7148, lng: 139.7967 },
      { name: 'Fushimi Inari', lat: 34.9671, lng: 135.7727 },
      { name: 'Nara Park', lat: 34.6851, lng: 135.843 },
      { name: 'Osaka Castle', lat: 34.6873, lng: 135.5262 },
      { name: 'Hakone', lat: 35.2324, lng: 139.1069 },
      { name: 'Peace Memorial Park', lat: 34.3955, lng: 132.4536 },
    ],
  },
];

export const AIRPORTS = {
  FCO: { name: 'Rome Fiumicino Airport', lat: 41.8003, lng: 12.2389, zone: 'Europe/Rome' },
  CTA: { name: 'Catania Airport', lat: 37.4668, lng: 15.0664, zone: 'Europe/Rome' },
  VCE: { name: 'Venice Marco Polo Airport', lat: 45.5053, lng: 12.3519, zone: 'Europe/Rome' },
  NAP: { name: 'Naples Airport', lat: 40.886, lng: 14.2908, zone: 'Europe/Rome' },
  BRI: { name: 'Bari Airport', lat: 41.1389, lng: 16.7606, zone: 'Europe/Rome' },
  LIS: { name: 'Lisbon Airport', lat: 38.7742, lng: -9.1342, zone: 'Europe/Lisbon' },
  OPO: { name: 'Porto Airport', lat: 41.2481, lng: -8.6814, zone: 'Europe/Lisbon' },
  FAO: { name: 'Faro Airport', lat: 37.0144, lng: -7.9659, zone: 'Europe/Lisbon' },
  HND: { name: 'Tokyo Haneda Airport', lat: 35.5494, lng: 139.7798, zone: 'Asia/Tokyo' },
  KIX: { name: 'Kansai Airport', lat: 34.4347, lng: 135.244, zone: 'Asia/Tokyo' },
  FUK: { name: 'Fukuoka Airport', lat: 33.5859, lng: 130.4511, zone: 'Asia/Tokyo' },
  CTS: { name: 'New Chitose Airport', lat: 42.7752, lng: 141.6923, zone: 'Asia/Tokyo' },
};

export const AIRPORT_ZONES = Object.fromEntries(Object.entries(AIRPORTS).map(([code, airport]) => [code, airport.zone]));

/** Nationalities with weights: the organization sells mostly to North America and Europe. */
export const NATIONALITIES = [
  ['US', 24], ['GB', 12], ['DE', 10], ['CA', 7], ['AU', 7], ['FR', 6], ['NL', 5], ['CH', 4], ['SE', 3], ['IT', 3],
  ['ES', 3], ['JP', 3], ['BR', 3], ['IE', 2], ['BE', 2], ['AT', 2], ['NZ', 1], ['SG', 1], ['MX', 1], ['KR', 1],
];
export const FIRST_NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Leon', 'Sofia', 'Hugo', 'Yuki', 'Hannah', 'James', 'Chloe', 'Matteo', 'Ines', 'Oscar', 'Freya', 'Kenji', 'Lea'];
export const LAST_NAMES = ['Smith', 'Müller', 'Johnson', 'Martin', 'Brown', 'Schmidt', 'Dubois', 'Wilson', 'Jansen', 'Rossi', 'Tanaka', 'Silva', 'Taylor', 'Fischer', 'Andersson', 'Murphy', 'Kim', 'Garcia', 'Weber', 'Clarke'];
/** Needs, with weights: most travelers have none. */
export const DIETARY_NOTES = [['', 74], ['Vegetarian', 9], ['Vegan', 3], ['Gluten-free', 4], ['Lactose intolerant', 3], ['Nut allergy', 2], ['Halal', 2], ['Kosher', 1], ['Pescatarian', 2]];
export const MEDICAL_NOTES = [['', 90], ['Asthma: carries an inhaler', 3], ['Type 1 diabetes', 2], ['Reduced mobility: no long walks', 3], ['Bee sting allergy: carries an auto-injector', 1], ['Pacemaker: no airport body scanners', 1]];
export const LANGUAGES = [['en', 'it'], ['en', 'pt'], ['en', 'ja'], ['en', 'de', 'it'], ['en', 'fr', 'pt'], ['en', 'es']];

// The demo season's catalogue: cities of Italy, Portugal and Japan with a hotel, sights and a restaurant each, and the itineraries its tours follow.
const p = (name, lat, lng) => ({ name, lat, lng });

export const CITIES = {
  rome: { town: 'Rome', hotel: p('Hotel Artemide, Rome', 41.9009, 12.4922), sights: [p('Colosseum and Roman Forum', 41.8902, 12.4922), p('Vatican Museums', 41.9065, 12.4536), p('Pantheon and Piazza Navona', 41.8986, 12.4769)], meal: p('Da Enzo al 29, Trastevere', 41.8885, 12.4771) },
  florence: { town: 'Florence', hotel: p('Hotel Brunelleschi, Florence', 43.772, 11.256), sights: [p('Uffizi Gallery', 43.7678, 11.2553), p('Galleria dell’Accademia', 43.7768, 11.2588), p('Palazzo Pitti and Boboli', 43.7652, 11.25)], meal: p('Trattoria Mario, Florence', 43.7764, 11.2538) },
  venice: { town: 'Venice', hotel: p('Hotel Danieli, Venice', 45.434, 12.3425), sights: [p('St Mark’s Basilica', 45.4345, 12.3397), p('Murano glassworks', 45.4586, 12.353), p('Rialto market', 45.438, 12.3359)], meal: p('Osteria alle Testiere, Venice', 45.4378, 12.3412) },
  siena: { town: 'Siena', hotel: p('Grand Hotel Continental, Siena', 43.3202, 11.3306), sights: [p('Piazza del Campo and Palazzo Pubblico', 43.3184, 11.3316), p('Castello di Brolio, Chianti', 43.4194, 11.4563), p('San Gimignano towers', 43.4677, 11.0433)], meal: p('Osteria Le Logge, Siena', 43.3187, 11.3322) },
  cinqueTerre: { town: 'the Cinque Terre', hotel: p('Hotel Porto Roca, Monterosso', 44.1465, 9.6548), sights: [p('Vernazza harbour walk', 44.1349, 9.6846), p('Manarola vineyards', 44.1066, 9.7283)], meal: p('Trattoria dal Billy, Manarola', 44.1078, 9.7295) },
  sorrento: { town: 'Sorrento', hotel: p('Grand Hotel Excelsior Vittoria, Sorrento', 40.6263, 14.3758), sights: [p('Pompeii excavations', 40.749, 14.4848), p('Positano and Amalfi by boat', 40.6281, 14.485), p('Capri and the Blue Grotto', 40.5532, 14.2222)], meal: p('Da Vittorio, Sorrento', 40.6255, 14.3742) },
  palermo: { town: 'Palermo', hotel: p('Grand Hotel Villa Igiea, Palermo', 38.1466, 13.3637), sights: [p('Palermo Cathedral and Ballarò market', 38.1147, 13.3562), p('Monreale Cathedral', 38.0815, 13.2925), p('Cefalù old town', 38.0385, 14.0227)], meal: p('Antica Focacceria San Francesco', 38.1159, 13.3655) },
  taormina: { town: 'Taormina', hotel: p('Hotel Timeo, Taormina', 37.8525, 15.2917), sights: [p('Greek Theatre of Taormina', 37.8523, 15.2922), p('Mount Etna craters', 37.751, 14.9934), p('Ortigia, Siracusa', 37.0597, 15.2934)], meal: p('Osteria Nero d’Avola, Taormina', 37.8516, 15.2853) },
  lisbon: { town: 'Lisbon', hotel: p('Hotel Avenida Palace, Lisbon', 38.7145, -9.1418), sights: [p('Belém Tower and Jerónimos', 38.6979, -9.2068), p('Alfama and São Jorge Castle', 38.7139, -9.1335), p('Pena Palace, Sintra', 38.7876, -9.3906)], meal: p('Time Out Market, Lisbon', 38.7069, -9.1459) },
  porto: { town: 'Porto', hotel: p('Pestana Vintage, Porto', 41.1407, -8.6131), sights: [p('Livraria Lello and Clérigos', 41.1469, -8.6148), p('Port wine cellars, Gaia', 41.1373, -8.6127), p('Guimarães castle', 41.4479, -8.2901)], meal: p('Cantinho do Avillez, Porto', 41.1438, -8.6121) },
  douro: { town: 'the Douro Valley', hotel: p('Six Senses Douro Valley', 41.1625, -7.7964), sights: [p('Quinta do Bomfim, Pinhão', 41.1903, -7.5458), p('Douro river cruise, Régua', 41.1631, -7.7856)], meal: p('DOC restaurant, Folgosa', 41.1561, -7.6873) },
  algarve: { town: 'the Algarve', hotel: p('Hotel Vila Galé, Lagos', 37.1028, -8.673), sights: [p('Benagil sea caves', 37.0875, -8.4268), p('Cape St Vincent, Sagres', 37.0227, -8.9966), p('Tavira old town', 37.1275, -7.6506)], meal: p('A Forja, Lagos', 37.1031, -8.6745) },
  evora: { town: 'Évora', hotel: p('Pousada Convento de Évora', 38.5726, -7.9075), sights: [p('Roman Temple and Chapel of Bones', 38.5725, -7.9074), p('Monsaraz and the Alqueva', 38.443, -7.3806)], meal: p('Fialho, Évora', 38.5713, -7.9119) },
  tokyo: { town: 'Tokyo', hotel: p('Park Hotel Tokyo', 35.664, 139.76), sights: [p('Senso-ji, Asakusa', 35.7148, 139.7967), p('Meiji Shrine and Harajuku', 35.6764, 139.6993), p('Tsukiji outer market', 35.6654, 139.7707)], meal: p('Sushi Dai, Toyosu', 35.6453, 139.7842) },
  hakone: { town: 'Hakone', hotel: p('Hakone Ginyu ryokan', 35.2323, 139.1069), sights: [p('Lake Ashi cruise', 35.2048, 139.025), p('Owakudani valley', 35.244, 139.0197)], meal: p('Hatsuhana soba, Hakone', 35.2331, 139.1056) },
  kyoto: { town: 'Kyoto', hotel: p('Hotel The Mitsui, Kyoto', 35.0126, 135.7513), sights: [p('Fushimi Inari shrine', 34.9671, 135.7727), p('Kinkaku-ji', 35.0394, 135.7292), p('Arashiyama bamboo grove', 35.0094, 135.6668)], meal: p('Nishiki market lunch', 35.005, 135.7649) },
  osaka: { town: 'Osaka', hotel: p('Conrad Osaka', 34.6937, 135.4903), sights: [p('Osaka Castle', 34.6873, 135.5262), p('Todai-ji, Nara', 34.689, 135.8398)], meal: p('Dotonbori street food', 34.6687, 135.5013) },
  kanazawa: { town: 'Kanazawa', hotel: p('Hyatt Centric Kanazawa', 36.5779, 136.6479), sights: [p('Kenroku-en garden', 36.5621, 136.6625), p('Shirakawa-go village', 36.2578, 136.906), p('Takayama old town', 36.1408, 137.259)], meal: p('Omicho market, Kanazawa', 36.5714, 136.6566) },
};

/** Airports the tours fly into and out of, with their place, and the flights that serve them (number, other end, minutes). */
export const AIRPORTS = {
  FCO: p('Rome Fiumicino airport', 41.8003, 12.2389),
  VCE: p('Venice Marco Polo airport', 45.5053, 12.3519),
  PSA: p('Pisa airport', 43.6839, 10.3927),
  NAP: p('Naples airport', 40.886, 14.2908),
  PMO: p('Palermo airport', 38.176, 13.091),
  CTA: p('Catania airport', 37.4668, 15.0664),
  LIS: p('Lisbon airport', 38.7742, -9.1342),
  OPO: p('Porto airport', 41.2481, -8.6814),
  FAO: p('Faro airport', 37.0144, -7.9659),
  NRT: p('Tokyo Narita airport', 35.772, 140.3929),
  HND: p('Tokyo Haneda airport', 35.5494, 139.7798),
  KIX: p('Osaka Kansai airport', 34.432, 135.2304),
  KMQ: p('Komatsu airport', 36.3946, 136.4065),
};

/** Inbound and outbound flights: [flight number, the hub, minutes in the air]. */
const EUROPE_IN = [['BA', 'LHR', 150], ['LH', 'FRA', 110], ['KL', 'AMS', 135], ['AF', 'CDG', 120], ['LX', 'ZRH', 95]];
const ASIA_IN = [['KE', 'ICN', 140], ['BR', 'TPE', 195], ['CX', 'HKG', 240]];
export const HUBS = { italy: EUROPE_IN, portugal: EUROPE_IN, japan: ASIA_IN };

export const COUNTRIES = {
  italy: { timezone: 'Europe/Rome', languages: ['it', 'en'] },
  portugal: { timezone: 'Europe/Lisbon', languages: ['pt', 'en'] },
  japan: { timezone: 'Asia/Tokyo', languages: ['ja', 'en'] },
};

/** Itineraries: stops with nights, the airports of arrival and departure. */
export const ITINERARIES = [
  { title: 'Rome, Florence and Venice', country: 'italy', arrive: 'FCO', depart: 'VCE', stops: [['rome', 3], ['florence', 2], ['venice', 2]] },
  { title: 'Lisbon, Douro and Porto', country: 'portugal', arrive: 'LIS', depart: 'OPO', stops: [['lisbon', 3], ['douro', 2], ['porto', 2]] },
  { title: 'Tokyo, Hakone and Kyoto', country: 'japan', arrive: 'NRT', depart: 'KIX', stops: [['tokyo', 3], ['hakone', 1], ['kyoto', 3]] },
  { title: 'Tuscany and the Cinque Terre', country: 'italy', arrive: 'PSA', depart: 'PSA', stops: [['siena', 3], ['cinqueTerre', 2]] },
  { title: 'Algarve and Alentejo', country: 'portugal', arrive: 'FAO', depart: 'LIS', stops: [['algarve', 3], ['evora', 2], ['lisbon', 1]] },
  { title: 'Kyoto, Osaka and Nara', country: 'japan', arrive: 'KIX', depart: 'KIX', stops: [['kyoto', 3], ['osaka', 2]] },
  { title: 'Amalfi Coast and Pompeii', country: 'italy', arrive: 'NAP', depart: 'FCO', stops: [['sorrento', 4], ['rome', 1]] },
  { title: 'Porto and the Douro Valley', country: 'portugal', arrive: 'OPO', depart: 'OPO', stops: [['porto', 2], ['douro', 2]] },
  { title: 'Japan Alps and Kanazawa', country: 'japan', arrive: 'HND', depart: 'KMQ', stops: [['tokyo', 2], ['kanazawa', 3]] },
  { title: 'Sicily Grand Tour', country: 'italy', arrive: 'PMO', depart: 'CTA', stops: [['palermo', 3], ['taormina', 3]] },
];

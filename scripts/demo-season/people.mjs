// The demo season's people: travelers of many nationalities (ages, dietary and medical needs) and the field staff of each country.
import { intIn, pick, randomOf } from '../lib/seeded-random.mjs';
import { addDays } from '../lib/zoned-time.mjs';

const ENGLISH = {
  first: ['James', 'Emma', 'Oliver', 'Olivia', 'William', 'Sophie', 'Henry', 'Charlotte', 'Jack', 'Amelia', 'Thomas', 'Grace', 'Daniel', 'Chloe', 'Michael', 'Emily', 'David', 'Hannah', 'Robert', 'Lucy', 'Susan', 'Richard', 'Margaret', 'Peter', 'Linda', 'George', 'Karen', 'Andrew'],
  last: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Walker', 'Wright', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Jackson', 'Turner', 'Miller', 'Anderson', 'Murphy', 'Kelly', 'Campbell', 'Stewart'],
};
const NAMES = {
  US: ENGLISH, GB: ENGLISH, AU: ENGLISH, CA: ENGLISH, IE: ENGLISH,
  DE: { first: ['Lukas', 'Anna', 'Felix', 'Lena', 'Jonas', 'Marie', 'Stefan', 'Katrin', 'Matthias', 'Sabine', 'Jürgen', 'Ute'], last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Wagner'] },
  FR: { first: ['Camille', 'Louis', 'Manon', 'Hugo', 'Léa', 'Julien', 'Claire', 'Nicolas', 'Isabelle', 'Philippe'], last: ['Martin', 'Bernard', 'Dubois', 'Durand', 'Lefebvre', 'Moreau', 'Laurent', 'Girard', 'Roux', 'Fournier'] },
  NL: { first: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Joris', 'Femke', 'Pieter', 'Anouk'], last: ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer'] },
  SE: { first: ['Erik', 'Astrid', 'Lars', 'Ingrid', 'Johan', 'Maja'], last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Larsson', 'Olsson'] },
  BR: { first: ['Lucas', 'Beatriz', 'Gabriel', 'Mariana', 'Rafael', 'Juliana'], last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira'] },
  SG: { first: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Darren', 'Rachel', 'Marcus'], last: ['Tan', 'Lim', 'Lee', 'Ng', 'Goh', 'Chua'] },
  JP: { first: ['Haruka', 'Takumi', 'Yui', 'Sota', 'Misaki', 'Kenta'], last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Ito', 'Yamamoto'] },
};
/** Nationalities weighted as an English-speaking operator's clientele would be. */
const NATIONALITY_WEIGHTS = [['US', 24], ['GB', 15], ['AU', 9], ['CA', 8], ['DE', 10], ['FR', 6], ['NL', 5], ['IE', 4], ['SE', 3], ['BR', 4], ['SG', 5], ['JP', 7]];
const PHONE_PREFIX = { US: '+1 212 555', CA: '+1 416 555', GB: '+44 20 7946', AU: '+61 2 9876', IE: '+353 1 555', DE: '+49 30 5550', FR: '+33 1 5550', NL: '+31 20 555', SE: '+46 8 555', BR: '+55 11 5550', SG: '+65 6555', JP: '+81 3 5550' };
const DIETARY = ['Vegetarian', 'Vegan', 'Gluten-free (coeliac)', 'No pork', 'Lactose intolerant', 'Pescatarian', 'Halal', 'No shellfish', 'Low salt'];
const MEDICAL = ['Type 1 diabetes; carries insulin', 'Reduced mobility: avoid long stairs', 'Asthma; carries an inhaler', 'Severe peanut allergy; carries an EpiPen', 'Pacemaker: no airport body scanner', 'Hearing aid'];

function weighted(random, weights) {
  let roll = random() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[0][0];
}

const ascii = (text) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');

/** `count` travelers, the same for the same seed: index, details, and a unique email (their stable key). */
export function travelersOf(seed, count, today) {
  const used = new Set();
  return Array.from({ length: count }, (_, index) => {
    const random = randomOf(seed, 'traveler', index);
    const nationality = weighted(random, NATIONALITY_WEIGHTS);
    const names = NAMES[nationality];
    const firstName = pick(random, names.first);
    const lastName = pick(random, names.last);
    let email = `${ascii(firstName)}.${ascii(lastName)}@example.com`;
    for (let n = 2; used.has(email); n++) email = `${ascii(firstName)}.${ascii(lastName)}${n}@example.com`;
    used.add(email);
    const age = random() < 0.05 ? intIn(random, 8, 16) : random() < 0.7 ? intIn(random, 35, 72) : intIn(random, 19, 84);
    const dateOfBirth = addDays(today, -(age * 365 + intIn(random, 10, 350)));
    const withPartner = random() < 0.3;
    return {
      index,
      firstName,
      lastName,
      email,
      phone: `${PHONE_PREFIX[nationality]} ${String(intIn(random, 1000, 9999))}`,
      nationality,
      dateOfBirth,
      dietaryNotes: random() < 0.22 ? pick(random, DIETARY) : '',
      medicalNotes: random() < 0.09 ? pick(random, MEDICAL) : '',
      emergencyContact: withPartner ? { name: `${pick(random, names.first)} ${lastName}`, phone: `${PHONE_PREFIX[nationality]} ${String(intIn(random, 1000, 9999))}`, relation: 'Partner' } : null,
      tags: random() < 0.15 ? ['newsletter'] : [],
    };
  });
}

const licence = (kind, number) => ({ kind, number, expiry: '2031-12-31' });

/** The field staff, interleaved by country so that a smaller --staff keeps every country covered. */
const STAFF = [
  { country: 'italy', firstName: 'Giulia', lastName: 'Romano', roles: ['tour_leader', 'guide'], languages: ['it', 'en', 'fr'], licences: [licence('guide', 'GT-RM-4471')] },
  { country: 'portugal', firstName: 'Inês', lastName: 'Carvalho', roles: ['tour_leader', 'guide'], languages: ['pt', 'en', 'es'], licences: [licence('guide', 'TP-LX-2210')] },
  { country: 'japan', firstName: 'Yuki', lastName: 'Tanaka', roles: ['tour_leader', 'guide'], languages: ['ja', 'en'], licences: [licence('guide', 'JG-TK-0912')] },
  { country: 'italy', firstName: 'Marco', lastName: 'Bianchi', roles: ['tour_leader'], languages: ['it', 'en', 'de'], licences: [] },
  { country: 'portugal', firstName: 'Tiago', lastName: 'Sousa', roles: ['guide'], languages: ['pt', 'en'], licences: [licence('guide', 'TP-PO-3318')] },
  { country: 'japan', firstName: 'Haruto', lastName: 'Sato', roles: ['guide'], languages: ['ja', 'en', 'zh'], licences: [licence('guide', 'JG-KY-1187')] },
  { country: 'italy', firstName: 'Francesca', lastName: 'Conti', roles: ['guide'], languages: ['it', 'en', 'es'], licences: [licence('guide', 'GT-FI-8830')] },
  { country: 'portugal', firstName: 'Rui', lastName: 'Almeida', roles: ['driver'], languages: ['pt', 'en'], licences: [licence('driving', 'PT-D-558120')] },
  { country: 'japan', firstName: 'Kenji', lastName: 'Watanabe', roles: ['driver'], languages: ['ja'], licences: [licence('driving', 'JP-D-301145')] },
  { country: 'italy', firstName: 'Luca', lastName: 'Ferrari', roles: ['driver'], languages: ['it', 'en'], licences: [licence('driving', 'IT-D-U12345')] },
  { country: 'portugal', firstName: 'Beatriz', lastName: 'Lopes', roles: ['tour_leader'], languages: ['pt', 'en', 'fr'], licences: [] },
  { country: 'japan', firstName: 'Aiko', lastName: 'Suzuki', roles: ['tour_leader', 'guide'], languages: ['ja', 'en', 'ko'], licences: [licence('guide', 'JG-OS-7702')] },
  { country: 'italy', firstName: 'Alessandro', lastName: 'Greco', roles: ['guide', 'driver'], languages: ['it', 'en'], licences: [licence('guide', 'GT-NA-5561'), licence('driving', 'IT-D-U67890')] },
  { country: 'all', firstName: 'Emma', lastName: 'Richter', roles: ['coordinator', 'tour_leader'], languages: ['en', 'de', 'it', 'pt'], licences: [] },
  { country: 'italy', firstName: 'Sofia', lastName: 'Marino', roles: ['guide'], languages: ['it', 'en'], licences: [licence('guide', 'GT-VE-2294')] },
];

/** The first `count` members (at most 15), each with an email (their stable key); days off are added by the plan. */
export function staffOf(count) {
  return STAFF.slice(0, Math.min(count, STAFF.length)).map((member, index) => ({
    ...member,
    index,
    email: `${ascii(member.firstName)}.${ascii(member.lastName)}@demo-tours.example`,
    phone: `+39 06 555 ${String(1000 + index * 37)}`,
    daysOff: [],
  }));
}

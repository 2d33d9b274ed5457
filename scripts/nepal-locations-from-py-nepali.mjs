// Converts opensource-nepal/py-nepali's location data (nepali/locations/_data.py, MIT) into
// packages/domain/src/data/nepal-locations.json: provinces in their numbered order, districts and
// local levels sorted by English name. Run again when the source changes (decision 0119):
//   git show <commit>:nepali/locations/_data.py > /tmp/_data.py
//   node scripts/nepal-locations-from-py-nepali.mjs /tmp/_data.py <commit> && npm run format
import { readFileSync, writeFileSync } from 'node:fs';

const [source, commit] = process.argv.slice(2);
if (!source || !commit) {
  console.error('usage: node scripts/nepal-locations-from-py-nepali.mjs <path of _data.py> <py-nepali commit>');
  process.exit(1);
}

// The file is one Python list literal of dicts with double-quoted strings: JSON once the
// assignment and the trailing commas go.
const python = readFileSync(source, 'utf8');
const literal = python
  .slice(python.indexOf('['))
  .replace(/,(\s*[\]}])/g, '$1')
  .trim();
const raw = JSON.parse(literal);

// The source's province names, in the order of their numbers (1 to 7), as packages/domain/provinces.ts names them.
const PROVINCES = [
  ['Koshi Province', 'Koshi'],
  ['Madhesh Province', 'Madhesh'],
  ['Bagmati Province', 'Bagmati'],
  ['Gandaki Province', 'Gandaki'],
  ['Lumbini Province', 'Lumbini'],
  ['Karnali Province', 'Karnali'],
  ['Sudurpaschim Province', 'Sudurpashchim'],
];
const KINDS = ['Metropolitan City', 'Sub-Metropolitan City', 'Municipality', 'Rural Municipality'];

const byName = (a, b) => a.name.localeCompare(b.name, 'en');
function unique(names, where) {
  const seen = new Set();
  for (const name of names) {
    if (seen.has(name.toLowerCase())) throw new Error(`${name} twice in ${where}`);
    seen.add(name.toLowerCase());
  }
}

const provinces = PROVINCES.map(([sourceName, name]) => {
  const province = raw.find((p) => p.name === sourceName);
  if (!province) throw new Error(`No ${sourceName} in the source`);
  const districts = province.districts
    .map((d) => ({
      name: d.name.trim(),
      nameNe: d.name_nepali.trim(),
      localLevels: d.municipalities
        .map((m) => {
          if (!KINDS.includes(m.municipality_type)) throw new Error(`Unknown kind ${m.municipality_type}`);
          return { name: m.name.trim(), nameNe: m.name_nepali.trim(), kind: m.municipality_type };
        })
        .toSorted(byName),
    }))
    .toSorted(byName);
  for (const d of districts)
    unique(
      d.localLevels.map((l) => l.name),
      d.name,
    );
  return { name, nameNe: province.name_nepali.trim(), districts };
});
unique(
  provinces.flatMap((p) => p.districts.map((d) => d.name)),
  'Nepal',
);
if (raw.length !== PROVINCES.length) throw new Error(`The source has ${raw.length} provinces`);

const data = {
  source: `https://github.com/opensource-nepal/py-nepali/blob/${commit}/nepali/locations/_data.py`,
  licence: 'MIT',
  provinces,
};
const target = new URL('../packages/domain/src/data/nepal-locations.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(data)}\n`);
const districts = provinces.flatMap((p) => p.districts);
const localLevels = districts.flatMap((d) => d.localLevels);
console.log(`Wrote ${target.pathname}: ${provinces.length} provinces, ${districts.length} districts, ${localLevels.length} local levels`);

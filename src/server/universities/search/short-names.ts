// Well-known short names that neither a university's own web domain nor its initials give, or
// that other universities' domains share (docs/rules/pages-and-search.md#search): a short name
// here is its university's alone. Each names the university as the imported list spells
// it, with its country when the name alone is not unique; a short name is written as people type
// it and is matched folded, with its spaces and punctuation left out ('u of t' = 'uoft').
// Data: an entry whose university is not in the list does nothing (a test checks every entry).

export interface ShortNameEntry {
  name: string;
  country?: string;
  short: string[];
}

export const SHORT_NAMES: readonly ShortNameEntry[] = [
  { name: 'University of Toronto', short: ['uoft', 'u of t'] },
  { name: 'University of California, Berkeley', short: ['uc berkeley', 'ucb', 'cal'] },
  { name: 'The University of Texas at Austin', short: ['ut austin'] },
  { name: 'University of Pennsylvania', short: ['penn'] },
  { name: 'University of Southern California', short: ['usc'] },
  { name: 'Boston University', short: ['bu'] },
  { name: 'Pennsylvania State University', short: ['penn state'] },
  { name: 'Georgia Institute of Technology', short: ['georgia tech'] },
  { name: 'Washington University, Saint Louis', short: ['washu', 'wash u'] },
  { name: 'University of Mississippi', short: ['ole miss'] },
  { name: 'Ohio State University - Columbus', short: ['ohio state'] },
  { name: 'Texas A&M University - College Station', short: ['texas a&m', 'tamu'] },
  { name: 'University of Michigan - Ann Arbor', short: ['u of m', 'michigan'] },
  { name: 'University of Washington', short: ['uw'] },
  { name: 'University of Tokyo', short: ['todai', 'utokyo'] },
  { name: 'Kyoto University', short: ['kyodai'] },
  { name: 'Peking University', short: ['beida'] },
  { name: 'Technische Universität München', short: ['tu munich', 'tu munchen'] },
  { name: 'Technische Universität Berlin', short: ['tub'] },
  { name: 'Eindhoven University of Technology', short: ['tu eindhoven', 'tu/e'] },
  { name: 'Rheinisch Westfälische Technische Hochschule Aachen', short: ['rwth'] },
  { name: 'ETHZ - ETH Zurich', short: ['eth', 'eth zurich'] },
  { name: 'University of Roma "La Sapienza"', short: ['sapienza'] },
  { name: 'Polytechnic Institute of Milan', short: ['politecnico di milano', 'polimi'] },
  { name: 'Polytechnic Institute of Turin', short: ['politecnico di torino', 'polito'] },
  { name: "Institut d'Etudes Politiques de Paris (Sciences Po)", short: ['sciences po', 'sciencespo'] },
  { name: 'University of Dublin, Trinity College', short: ['trinity college dublin', 'tcd'] },
  { name: 'Queen Mary, University of London', short: ['qmul'] },
  { name: 'Jagiellonian University Cracow', short: ['uj'] },
  { name: 'Lomonosov Moscow State University', short: ['msu', 'mgu', 'moscow state university'] },
  { name: 'Taras Shevchenko National University of Kyiv', short: ['knu'] },
  { name: 'Universidad Nacional Autónoma de México', short: ['unam'] },
];

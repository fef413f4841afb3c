import { describe, expect, it } from 'vitest';
import { BLOCKED_TERMS } from '#shared/trust/blocked-terms.ts';
import { DUPLICATE_TEXT_MIN_LENGTH, foldReviewText } from '#shared/trust/duplicate-text.ts';
import { normaliseText } from '#shared/trust/normalise-text.ts';
import { COACH_HINTS, FLAG_KINDS, coachHint, screenReview, screenText, type FlagKind } from '#shared/trust/screening.ts';

/** What the coach and the moderator see: each flag's kind and the text as written, in text order. */
const found = (text: string) => screenText(text).map(({ kind, match }) => ({ kind, match }));
/** The one flag a sentence around `match` must give. */
const only = (kind: FlagKind, match: string) => [{ kind, match }];

describe('e-mail addresses', () => {
  it.each([
    'jane.doe@gmail.com',
    'JANE.DOE@UNI.AC.UK',
    'first.last+reviews@student.my-uni.ac.uk',
    'name @ gmail.com',
    'name at gmail dot com',
    'name AT outlook DOT com',
    'name [at] uni [dot] edu',
    'name(at)gmail.com',
    'name (at) gmail (dot) com',
    'name{at}yahoo{dot}co{dot}uk',
    'john (at) hotmail (dot) co (dot) uk',
    'john.smith at gmail dot com',
    'name at gmail.com',
  ])('flags %s inside a review', (address) => {
    expect(found(`Message me at ${address} for the lecture notes.`)).toEqual(only('email', address));
  });

  it.each(['I was at uni for three years', 'We met at college.Then we moved', 'follow @unireviews for news', 'Look at them dot by dot'])(
    'leaves "%s" alone',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );
});

describe('phone numbers', () => {
  it.each([
    ['UK, international', '+44 20 7946 0958'],
    ['UK, with the dropped 0', '+44 (0)20 7946 0958'],
    ['UK, 00 prefix', '0044 20 7946 0958'],
    ['UK, London', '020 7946 0958'],
    ['UK, mobile', '07700 900123'],
    ['UK, mobile, unspaced', '07700900123'],
    ['UK, mobile, spaced out digit by digit', '0 7 7 0 0 9 0 0 1 2 3'],
    ['UK, Manchester, with (0)', '+44 (0) 161 306 6000'],
    ['UK, Manchester, local', '0161 496 0000'],
    ['US, international', '+1 (415) 555-2671'],
    ['US, brackets', '(415) 555-2671'],
    ['US, dashes', '415-555-2671'],
    ['US, dots', '415.555.2671'],
    ['US, unspaced', '4155552671'],
    ['US, seven digits, dash', '555-1234'],
    ['US, seven digits, space', '555 1234'],
    ['Germany, international', '+49 30 901820'],
    ['Germany, local', '030 901820'],
    ['Germany, local with slash', '030/901820'],
    ['India', '+91 98765 43210'],
    ['France, international', '+33 1 42 68 53 00'],
    ['France, 00 prefix', '0033 1 42 68 53 00'],
    ['France, local', '01 42 68 53 00'],
    ['Spain', '912 345 678'],
    ['Australia, local', '(02) 9374 4000'],
    ['China', '+86 138 0013 8000'],
  ])('flags %s: %s', (_country, number) => {
    expect(found(`Great uni, but call the landlord on ${number} before you sign anything.`)).toEqual(only('phone', number));
  });

  it('catches a number inside ordinary prose', () => {
    const review = 'Accommodation was fine. If you need a room next year text Dave on 07700 900 123, he sorted mine.';
    expect(found(review)).toEqual(only('phone', '07700 900 123'));
  });
});

describe('links', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/path?x=1&y=2', 'http://example.com/path?x=1&y=2'],
    ['ftp://files.example.org', 'ftp://files.example.org'],
    ['www.example.com', 'www.example.com'],
    ['WWW.EXAMPLE.COM', 'WWW.EXAMPLE.COM'],
    ['example.com', 'example.com'],
    ['Example.com', 'Example.com'],
    ['my-uni.ac.uk', 'my-uni.ac.uk'],
    ['thestudentroom.co.uk/forum', 'thestudentroom.co.uk/forum'],
    ['bit.ly/abc123', 'bit.ly/abc123'],
    ['t.co/xyz', 't.co/xyz'],
    ['my-uni.ac.in', 'my-uni.ac.in'],
    ['example.it/page', 'example.it/page'],
    ['(see example.com).', 'example.com'],
    ['https://example.com.', 'https://example.com'],
  ])('flags %s', (written, link) => {
    expect(found(`Better deals on ${written} if you ask me`)).toEqual(only('link', link));
  });

  it('flags an address once, not its domain again', () => {
    expect(found('see https://www.example.com/a and mail a@example.com')).toEqual([
      { kind: 'link', match: 'https://www.example.com/a' },
      { kind: 'email', match: 'a@example.com' },
    ]);
  });
});

describe('reading text as a person does', () => {
  it.each([
    ['Ｆｕｌｌ－ｗｉｄｔｈ ０７７', 'Full-width 077'],
    ['zero\u200bwidth\u00adsoft\u2060joiner\u202ebidi\ufe0f', 'zerowidthsoftjoinerbidi'],
    ['gm\u0430il.\u0441\u043em and \u0391\u0399', 'gmail.com and AI'],
    ['café crème', 'cafe creme'],
    ['٠٧٧ ०७७', '077 077'],
    ['one – two — three', 'one - two - three'],
    ['one    two\t\tthree', 'one two three'],
    ['name (at) uni [dot] ac {.} uk', 'name@uni.ac.uk'],
    ['john_at_gmail_dot_com, jo -at- uni -dot- edu', 'john@gmail.com, jo@uni.edu'],
    ['j o h n @ g m a i l . c o m', 'john@gmail.com'],
    ['gmail dot com, uni . ac . uk, gmail .com', 'gmail.com, uni.ac.uk, gmail.com'],
    ['the dot com boom, 1 2 3 4, I loved it . Com Sci', 'the dot com boom, 1 2 3 4, I loved it . Com Sci'],
  ])('reads %j as %j', (written, read) => {
    expect(normaliseText(written).text).toBe(read);
  });
});

describe('social handles offered as contact', () => {
  it.each([
    ['insta @john_doe99', 'insta @john_doe99'],
    ['add me on snap: john.doe', 'add me on snap: john.doe'],
    ['DM me on telegram @jd_notes.', 'DM me on telegram @jd_notes'],
    ['discord john#1234', 'discord john#1234'],
    ['my snapchat is mia2024', 'snapchat is mia2024'],
  ])('flags "%s" as a link', (text, handle) => {
    expect(found(`Need notes? ${text}`)).toEqual(only('link', handle));
  });
});

describe('text that must pass clean', () => {
  it.each([
    // Ratings, years and dates.
    '5/5',
    '10/10 would recommend',
    '4.5 stars',
    'GPA 3.8/4.0',
    'rated 4/5 5/5 4/5 3/5 5/5',
    'I studied here 2019-2023',
    'from 2019 - 2023',
    'the 2019/20 year',
    '2019-20 and 2020-21',
    'class of 2024',
    '12/05/2024',
    'exams ran 12.05.2024 - 15.05.2024',
    'moved in on 2024-05-12',
    'open 9:00-17:00',
    'library 09.00-17.30',
    // Money, counts and per cents.
    '£9,250 per year',
    'tuition £9250',
    '$45,000',
    '€1.500',
    '€1.500.000',
    'a £1.2 million gym',
    '1 200 000 000 pounds',
    '95% satisfaction',
    '12.5% of students',
    '25,000 students',
    '25 000 students',
    'top 10',
    'ranked 3rd in the UK',
    'three 1000-word essays a term',
    '10 - 12 hours a week',
    '1,234,567 pounds',
    'cost me 1 500 000 won',
    'marks of 10 11 12 13 14',
    'grade bands 70-80-90-100',
    '3 x 2 hour labs',
    'open 09.00-12.00 13.00-17.00',
    'rooms 1.01, 2.14 and 3.22',
    'the 7.15 train',
    // Rooms, modules, years of study, addresses without a postcode.
    'room 101',
    'CS101',
    'COMP 2001',
    'MA 1002 and MA 1003',
    '1st year',
    '2nd-year halls',
    'Flat 3, 12 High Street',
    '221B Baker Street',
    'bus 42 then a 7 minute walk',
    // Abbreviations, numbers and names with dots.
    'e.g. the gym',
    'i.e. not great',
    'a Ph.D. student',
    'the U.S. system',
    'the U.K.',
    'books, pens, etc.',
    'version 3.5',
    'v2.0',
    'Python 3.12',
    'a B.Sc. or M.Sc',
    'a B.Com degree',
    '9 a.m. lectures',
    'St. Andrews',
    'No.1 for sport',
    'ASP.NET and Node.js',
    'upload notes.pdf',
    'main.py',
    'It was great.It was fun.So fun',
    'Mr.Smith',
    // Words that contain or resemble a blocked term.
    'Scunthorpe',
    'a raccoon',
    'Niger and Nigeria',
    'cocktail night',
    'assessment',
    'Sussex and Essex',
    'spicy food',
    'the Hmong society',
    'a mongoose',
    'bitter coffee',
    'Dickens',
    'pricked my finger',
    'a prickly cactus',
    'skills',
    "Offa's Dyke path",
    'Paris',
    'Pakistan society',
    'kill time in yourself-study rooms',
    // Platforms named without a handle, and words read as a person does.
    'my insta is full of campus photos',
    'Oh snap, lab2 was hard',
    'the insta CS101 group',
    'DM me if you want tips',
    'Discord: great for group work',
    'the dot com boom',
    'rooms 101,102,103 and 25,000 students',
    'main.py and README.md',
    'Русское общество',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('blocked terms', () => {
  it.each([
    ['the porter is a nigger', 'nigger'],
    ['N1GG3R', 'N1GG3R'],
    ['faggots', 'faggots'],
    ['totally retarded rules', 'retarded'],
    ['what a biiiitch', 'biiiitch'],
    ['c*nt', 'c*nt'],
    ['the tutor is an @sshole', '@sshole'],
    ['Arsehole', 'Arsehole'],
    ['wankers', 'wankers'],
    ['wh0re', 'wh0re'],
    ['tw@t', 'tw@t'],
    ['sp4stic', 'sp4stic'],
    ['go kill yourself', 'kill yourself'],
    ['Kill  Yourself', 'Kill  Yourself'],
    ['kys', 'kys'],
    ['PAKI', 'PAKI'],
  ])('flags "%s"', (text, term) => {
    expect(found(text)).toEqual(only('blocked_term', term));
  });

  it('keeps the list as lower-case terms, each once, without stray spaces', () => {
    expect(BLOCKED_TERMS.length).toBeGreaterThan(20);
    for (const term of BLOCKED_TERMS) expect(term).toMatch(/^[a-z]+(?: [a-z]+)*$/);
    expect(new Set(BLOCKED_TERMS).size).toBe(BLOCKED_TERMS.length);
  });

  it('flags every term on the list as written', () => {
    for (const term of BLOCKED_TERMS) expect(found(`you ${term}!`), term).toEqual(only('blocked_term', term));
  });
});

describe('a review', () => {
  it('reports the distinct kinds of both texts in a fixed order', () => {
    expect(
      screenReview({
        review_text: 'Call 020 7946 0958 or see example.com. Or 07700 900123.',
        comments: 'Mail me: me@example.com',
      }),
    ).toEqual(['email', 'phone', 'link']);
  });

  it('reports nothing for clean or missing texts', () => {
    expect(screenReview({ review_text: 'Great campus, 4.5/5, £9,250 per year.', comments: null })).toEqual([]);
    expect(screenReview({})).toEqual([]);
  });

  it.each([
    [
      'you twat, ring 555-1234',
      [
        { kind: 'blocked_term', match: 'twat', index: 4 },
        { kind: 'phone', match: '555-1234', index: 15 },
      ],
    ],
    // Read as a person does, reported as written.
    [
      'Mail j o h n (at) gm\u200bail . com or ring 07700–900–123',
      [
        { kind: 'email', match: 'j o h n (at) gm\u200bail . com', index: 5 },
        { kind: 'phone', match: '07700–900–123', index: 39 },
      ],
    ],
  ])('lists flags in text order with where they start: %j', (text, flags) => {
    expect(screenText(text)).toEqual(flags);
  });

  it('screens the longest review quickly, even text built to make patterns backtrack', () => {
    const hostile = [
      '*'.repeat(5000),
      'a' + 's'.repeat(4999),
      'do' + '*'.repeat(4998),
      '1 '.repeat(2500),
      'a.'.repeat(2500),
      'name at '.repeat(625),
      'a '.repeat(2500),
      '(at) '.repeat(1000),
      'insta is me on at '.repeat(277),
      '\u200b\u0430\uff41'.repeat(1666),
      '1 - '.repeat(1250),
    ];
    const started = performance.now();
    for (const text of hostile) screenText(text);
    expect(performance.now() - started).toBeLessThan(250);
  });
});

describe('coach hints', () => {
  it('has one plain hint per kind', () => {
    expect(coachHint('phone')).toBe('This looks like a phone number. Reviews must not contain personal details.');
    expect(coachHint('email')).toBe('This looks like an e-mail address. Reviews must not contain personal details.');
    expect(coachHint('link')).toBe('This looks like a link. Reviews must not advertise or link to other sites.');
    expect(coachHint('blocked_term')).toBe('This contains a word our community guidelines do not allow.');
    expect(Object.keys(COACH_HINTS).sort()).toEqual([...FLAG_KINDS].sort());
  });
});

describe('duplicate text folding', () => {
  it('folds case, spacing, line breaks and punctuation', () => {
    const original = 'The library is open all night, which is great for exams!';
    expect(foldReviewText('the LIBRARY is open   all night\nwhich is great for exams')).toBe(foldReviewText(original));
    expect(foldReviewText(original)).toBe('thelibraryisopenallnightwhichisgreatforexams');
  });

  it('folds compatibility forms such as full-width letters', () => {
    expect(foldReviewText('Ｇｒｅａｔ library, open all night for exams')).toBe(foldReviewText('great library open all night for exams'));
  });

  it('tells different texts apart', () => {
    expect(foldReviewText('The library is open all night, which is great')).not.toBe(
      foldReviewText('The library is shut all night, which is awful'),
    );
  });

  it(`returns null under ${DUPLICATE_TEXT_MIN_LENGTH} letters and digits`, () => {
    expect(foldReviewText('Great uni, loved it!')).toBeNull();
    expect(foldReviewText(`${'a'.repeat(DUPLICATE_TEXT_MIN_LENGTH - 1)} !!! ...   `)).toBeNull();
    expect(foldReviewText('a'.repeat(DUPLICATE_TEXT_MIN_LENGTH))).toBe('a'.repeat(DUPLICATE_TEXT_MIN_LENGTH));
  });
});

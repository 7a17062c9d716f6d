/** A word planted in a fixed share of the synthetic articles. */
export interface SearchTerm {
  term: string;
  /** The intended document frequency. */
  share: number;
  /** Where the word is planted. */
  field: 'title' | 'abstract';
}

/** The three search terms, rare to common; their stems occur nowhere else in the synthetic text. */
export const SEARCH_TERMS: readonly SearchTerm[] = [
  { term: 'zygomorph', share: 0.001, field: 'abstract' },
  { term: 'bronchiolitis', share: 0.02, field: 'title' },
  { term: 'outcomes', share: 0.25, field: 'abstract' },
];

/** Study designs in the synthetic library, out of 100: a randomised trial is 6 %, as in a broad medical feed. */
export const DESIGN_SHARES: readonly [string, number][] = [
  ['systematic-review', 5],
  ['rct', 6],
  ['non-randomised-trial', 3],
  ['cohort', 14],
  ['case-control', 5],
  ['cross-sectional', 15],
  ['case-report', 8],
  ['qualitative', 5],
  ['guideline', 2],
  ['narrative-review', 10],
  ['laboratory', 12],
  ['other', 15],
];
const DESIGN_ARRAY = `array[${DESIGN_SHARES.flatMap(([design, share]) => Array.from({ length: share }, () => `'${design}'`)).join(', ')}]`;

const SENTENCE_POOL = 997;
const THREE_YEARS_SECONDS = 3 * 365 * 86_400;
const ABSTRACT_SENTENCES = 12;

function hash(seed: number, of = 'n'): string {
  return `(hashint4extended(${of}, ${seed}) & 2147483647)`;
}

function pick(seed: number): string {
  return `p.sentences[1 + (${hash(seed)} % ${SENTENCE_POOL})::int]`;
}

function planted(index: number): string {
  return `${hash(21 + index)} % ${Math.round(1 / SEARCH_TERMS[index].share)} = 0`;
}

function termSentence(index: number, sentence: string): string {
  return `case when ${planted(index)} then '${sentence}' end`;
}

function surname(seed: number): string {
  return `($6::text[])[1 + (${hash(seed)} % cardinality($6::text[]))::int] || ' ' || chr(65 + (${hash(seed + 1)} % 26)::int)`;
}

/**
 * Inserts the synthetic articles numbered $1..$2 with ids $3 + n, published in the three years before $4, their text
 * drawn from the words in $5 and their authors from the surnames in $6. Every value derives from n alone.
 */
export const INSERT_ARTICLES = `
insert into articles (id, source, external_id, title, abstract, source_url, journal, authors, author_list, published_date,
  created_at, updated_at, is_preprint, is_open_access, view_count, comment_count, study_design, study_design_rule)
with pool as (
  select array_agg(sentence order by s) as sentences from (
    select s, upper(left(string_agg(word, ' ' order by w), 1)) || substr(string_agg(word, ' ' order by w), 2) as sentence
    from generate_series(1, ${SENTENCE_POOL}) s
    cross join lateral generate_series(1, 8 + s % 17) w
    cross join lateral (
      select ($5::text[])[1 + (${hash(11, 's * 64 + w')} % cardinality($5::text[]))::int] as word
    ) v
    group by s
  ) x
), seq as (
  select n,
    (array['PubMed', 'medRxiv', 'PLOS', 'DOAJ'])[1 + (${hash(1)} % 4)::int] as source,
    $4::timestamptz - make_interval(secs => (${hash(6)} % ${THREE_YEARS_SECONDS})::float8) as published,
    ${surname(40)} || ', ' || ${surname(42)} || ', ' || ${surname(44)} as authors,
    '[synthetic] ' || ${pick(2)} || case when ${planted(1)} then ' in ${SEARCH_TERMS[1].term}' else '' end as title,
    concat_ws('. ', ${Array.from({ length: ABSTRACT_SENTENCES }, (_, i) => pick(3 + i)).join(', ')},
      ${termSentence(0, `A ${SEARCH_TERMS[0].term} pattern was noted in a minority of samples`)},
      ${termSentence(2, `Clinical ${SEARCH_TERMS[2].term} were compared between the groups at follow up`)}) || '.' as abstract
  from generate_series($1::int, $2::int) n, pool p
)
select $3::int + n, source, 'synthetic-' || n, title, abstract, 'https://example.invalid/synthetic/' || n,
  'Synthetic Journal ' || (1 + ${hash(5)} % 200), authors, to_jsonb(string_to_array(authors, ', ')), published,
  published + interval '6 hours', published + interval '6 hours', source = 'medRxiv', ${hash(7)} % 3 = 0,
  ((${hash(8)} % 100) * (${hash(9)} % 100) / 10)::int, (${hash(10)} % 40)::int,
  (${DESIGN_ARRAY})[1 + (${hash(12)} % 100)::int], 'synthetic'
from seq`;

/**
 * Files the articles with ids $2 + 1..$3 under 1–3 distinct categories each, drawn from the categories named in $1;
 * positions 0, 1, 2 rank them.
 */
export const LINK_CATEGORIES = `
insert into article_categories (article_id, category_id, position)
select a.id, c.ids[1 + ((${hash(31, 'a.id - $2::int')} % c.size) + k * (1 + ${hash(32, 'a.id - $2::int')} % greatest(1, (c.size - 1) / 2))) % c.size], k
from articles a
cross join (select array_agg(id order by id) as ids, count(*)::int as size from categories where name = any($1::text[])) c
cross join lateral generate_series(0, (${hash(33, 'a.id - $2::int')} % 3)::int) k
where a.id > $2::int and a.id <= $3::int
on conflict do nothing`;

/** The indexes on articles that no constraint owns: dropped during a bulk load and rebuilt after it. */
export const SECONDARY_INDEXES = `
select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
from pg_index i
where i.indrelid = 'articles'::regclass
  and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
order by pg_get_indexdef(i.indexrelid) like '% USING gin %' desc, 1`;

/** Counts the words of the articles after id $1 into the "Did you mean" vocabulary, as the articles' trigger would. */
export const REMEMBER_WORDS = `
insert into search_words (word, article_count)
select word, count(*)
from articles a,
  unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce(a.title, '') || ' ' || coalesce(a.simplified_title, '') || ' ' || coalesce(a.ai_summary, '')))) as word
where a.id > $1::int and word ~ '^[a-z]{3,40}$'
group by word
on conflict (word) do update set article_count = search_words.article_count + excluded.article_count`;

// The 404 view of a university page (docs/rules/pages-and-search.md#university-pages): the
// university does not exist (any more). Rendered by the on-demand page with status 404, and by the
// island when the API says so.
export default function UniversityNotFound() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center" aria-labelledby="not-found-heading" data-testid="university-not-found">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="mt-3 text-3xl font-bold text-slate-900">
        University not found
      </h1>
      <p className="mt-3 text-slate-700">This university does not exist or has been removed.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <a href="/" className="btn-primary">
          Back to Home
        </a>
        <a href="/search/university" className="btn-secondary">
          Search universities
        </a>
      </div>
    </section>
  );
}

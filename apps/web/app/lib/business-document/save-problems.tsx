/**
 * A refused save's problems, each at its path in the business file (422 WRONG_BUSINESS_DATA,
 * docs/decisions/052), under the page's own title: an alert, read at once. Shown by every back-office
 * editor while it has problems to show.
 */
export function SaveProblems({
  title,
  problems,
  className = 'mt-3',
}: {
  title: string;
  problems: readonly string[];
  className?: string;
}) {
  return (
    <div role="alert" className={`${className} rounded-lg bg-red-100 p-3 text-red-900`}>
      <p>{title}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

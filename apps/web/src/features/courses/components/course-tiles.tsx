import { BookOpenCheck, FileInput, FileJson, type LucideIcon, PencilLine, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

const tiles: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: paths.courseCreate,
    title: "AI Create",
    text: "Build a course in a conversation with AI.",
    icon: Sparkles,
  },
  { to: paths.courseUpload, title: "Upload", text: "Import a course from JSON.", icon: FileJson },
  {
    to: paths.courseImport,
    title: "Import",
    text: "Bring Anki decks or CSV cards, with their history.",
    icon: FileInput,
  },
  {
    to: paths.courseEditor,
    title: "Editor",
    text: "Edit, move and copy the cards of your courses.",
    icon: PencilLine,
  },
  { to: paths.syllabi, title: "Syllabi", text: "Plan structured coverage of a topic.", icon: BookOpenCheck },
];

/** The ways into course building at the top of the browse page. */
export function CourseTiles() {
  return (
    <nav aria-label="Course tools" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {tiles.map(({ to, title, text, icon: Icon }) => (
        <Link
          key={title}
          to={to}
          className="group flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow"
        >
          <span className="rounded-xl bg-brand-50 p-2 text-brand-600 group-hover:bg-brand-100">
            <Icon aria-hidden className="h-5 w-5" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{title}</span>
            <span className="hidden text-sm text-slate-500 sm:block">{text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}

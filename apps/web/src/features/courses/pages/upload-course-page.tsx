import { type CourseUploadResult, parseCourseUploadText } from "@recall/shared";
import { ArrowLeft, CheckCircle2, FileUp } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Field, Textarea } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { useUploadCourse } from "../api/upload-course";
import { useCoursesText } from "../i18n";
import { EXAMPLE_COURSE_JSON } from "../lib/example-course";

/** The result of the last validation and the exact text it was run on. */
interface Checked {
  text: string;
  result: CourseUploadResult;
}

/** /courses/upload: paste or load course JSON, validate it, then upload. Editing the text asks for a new validation. */
export function UploadCoursePage() {
  const { t } = useCoursesText();
  useDocumentTitle(t("upload.title"));
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<Checked | null>(null);
  const upload = useUploadCourse();
  const navigate = useNavigate();

  const current = checked?.text === text ? checked.result : null;
  const canUpload = current?.ok === true && !upload.isPending;

  const change = (next: string) => {
    setText(next);
    setChecked(null);
  };

  const validate = () => setChecked({ text, result: parseCourseUploadText(text) });

  const submit = () => {
    if (!canUpload) return;
    upload.mutate(JSON.parse(text), {
      onSuccess: (data) => {
        toast.success(t("upload.uploaded", { name: data.course.name, count: data.cardCount }));
        navigate(paths.courses);
      },
      onError: (err) => toast.error(errorMessage(err, t("upload.failed"))),
    });
  };

  const openFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) change(await file.text());
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.courses}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("common.backToCourses")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t("upload.title")}</h1>
        <p className="text-slate-600">{t("upload.intro")}</p>
      </div>

      <Panel className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => change(EXAMPLE_COURSE_JSON)}>
            {t("upload.loadExample")}
          </Button>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500/30">
            <FileUp aria-hidden className="h-4 w-4" />
            {t("upload.openFile")}
            <input type="file" accept="application/json,.json" className="sr-only" onChange={openFile} />
          </label>
        </div>

        <Field label={t("upload.courseJson")}>
          {(id) => (
            <Textarea
              id={id}
              value={text}
              onChange={(e) => change(e.target.value)}
              rows={18}
              spellCheck={false}
              // i18n-exempt: a JSON sample, not interface language
              placeholder='{ "name": "My course", "slug": "my-course", "topics": [], "levels": [], "cards": [...] }'
              className="font-mono text-xs"
            />
          )}
        </Field>

        {current && !current.ok ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {translateMessage(current.message)}
          </p>
        ) : null}
        {current?.ok ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800"
          >
            <CheckCircle2 aria-hidden className="h-4 w-4" />
            {t("upload.valid", { name: current.course.name, count: current.course.cards.length })}
          </p>
        ) : null}

        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={validate} disabled={!text.trim()}>
            {t("upload.validate")}
          </Button>
          <Button onClick={submit} disabled={!canUpload}>
            {upload.isPending ? t("upload.uploading") : t("upload.uploadCourse")}
          </Button>
        </div>
      </Panel>
    </div>
  );
}

export default UploadCoursePage;

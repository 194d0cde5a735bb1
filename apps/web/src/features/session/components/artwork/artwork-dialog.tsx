import type { Artwork } from "@recall/shared";
import { ExternalLink } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { useSessionText } from "../../i18n";
import { ARTWORK_CLOSE_DELAY_MS, ARTWORK_SEARCH_SITES, openArtworkSearch } from "./artwork-search";

export interface ArtworkDialogProps {
  /** The artwork to show (requirements S3 Artwork); `null` renders nothing. */
  artwork: Artwork | null;
  open: boolean;
  /** Escape, outside click, Close, or 300 ms after a search opens. */
  onClose: () => void;
}

/**
 * requirements S2 "artwork dialog": title, artist, year and description, plus an image search for
 * artwork.searchKeywords on two sites in a new tab; the dialog closes 300 ms after a search opens,
 * leaving the learner on the card when they come back.
 */
export function ArtworkDialog({ artwork, open, onClose }: ArtworkDialogProps) {
  const { t } = useSessionText();
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  // A stable callback: Modal refocuses itself whenever its onClose changes.
  const close = useCallback(() => latest.current(), []);
  const timer = useRef<number | undefined>(undefined);
  // A pending close is dropped once the dialog is closed (or unmounted) some other way.
  useEffect(() => {
    if (!open) return;
    return () => window.clearTimeout(timer.current);
  }, [open]);

  if (!artwork) return null;
  const byline = [artwork.artist, artwork.year]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(", ");

  return (
    <Modal open={open} title={artwork.title} onClose={close}>
      <div className="space-y-3">
        {byline ? <p className="text-sm font-medium text-slate-600">{byline}</p> : null}
        {artwork.description ? (
          <p className="whitespace-pre-wrap text-slate-700">{artwork.description}</p>
        ) : null}
        <p className="text-xs text-slate-500">
          {t("artwork.findImages", { keywords: artwork.searchKeywords })}
        </p>
        <div className="flex flex-wrap gap-2">
          {ARTWORK_SEARCH_SITES.map((site) => (
            <Button
              key={site.id}
              variant="secondary"
              onClick={() => {
                openArtworkSearch(site, artwork.searchKeywords);
                window.clearTimeout(timer.current);
                timer.current = window.setTimeout(close, ARTWORK_CLOSE_DELAY_MS);
              }}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              {t("artwork.search", { site: site.label })}
            </Button>
          ))}
        </div>
      </div>
    </Modal>
  );
}

import { isSearchable, SEARCH_MIN_LENGTH } from "@sf/domain";
import { useCombobox } from "downshift";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, useState } from "react";
import { useNavigate } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useLang, useT } from "~/lib/i18n.ts";
import { useModals } from "./modal-host.tsx";
import { type SearchItem, SearchSuggestionList, searchItems } from "./search-suggestion-list.tsx";
import { useSearchSuggestions } from "./use-search-suggestions.ts";

/** The header search: a dialog holding the search combobox. */
export function SearchModal() {
  const t = useT();
  const { active, open, close } = useModals();
  return (
    <Dialog.Root open={active === "search"} onOpenChange={(isOpen) => (isOpen ? open("search") : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-ink/50" />
        <Dialog.Content className="fixed inset-x-0 top-0 z-modal mx-auto flex max-h-dvh max-w-2xl flex-col bg-surface p-4 text-ink shadow-xl sm:top-8 sm:max-h-[85dvh] sm:rounded-card">
          <Dialog.Title className="sr-only">{t("search.title")}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t("search.hint", { min: SEARCH_MIN_LENGTH })}
          </Dialog.Description>
          <SearchBox onDone={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * An accessible combobox (downshift, WAI-ARIA 1.2 pattern): popular queries while the text is
 * short, then suggested categories and products. Arrow keys and Enter open a suggestion; Enter on
 * the text alone opens the results page, which is what counts a search.
 */
function SearchBox({ onDone }: { onDone: () => void }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const { popular, suggestions, loading } = useSearchSuggestions(lang, text);
  const searchable = isSearchable(text);
  const items = searchItems(searchable ? null : popular, suggestions, text);

  function go(path: string) {
    onDone();
    navigate(path);
  }
  const resultsPath = (query: string) =>
    `${href("/product_list")}?search=${encodeURIComponent(query.trim())}`;
  function openItem(item: SearchItem) {
    if (item.kind === "product") go(href(`/product/${item.product.url}`));
    else if (item.kind === "category") go(href(item.category.url));
    else go(resultsPath(item.query));
  }

  const { getInputProps, getLabelProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox<SearchItem>({
      items,
      isOpen: items.length > 0,
      // The input's value stays downshift's own state, updated in the keystroke's event: a
      // value controlled from here lagged a render behind and lost keystrokes on slow phones
      // (8x CPU throttling dropped every other diacritic). `text` only mirrors it for fetching.
      selectedItem: null,
      itemToString: (item) => (item?.kind === "popular" ? item.query : text),
      onInputValueChange: ({ inputValue }) => setText(inputValue ?? ""),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) openItem(selectedItem);
      },
      // Leaving the box (Tab, the close button) must not open whatever the pointer last touched.
      stateReducer: (state, { type, changes }) =>
        type === useCombobox.stateChangeTypes.InputBlur
          ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
          : changes,
    });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter with no suggestion highlighted submits the form (the results page), not downshift.
    if (event.key === "Enter" && highlightedIndex < 0) {
      (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    }
  }

  const status = !searchable
    ? t("search.hint", { min: SEARCH_MIN_LENGTH })
    : loading && !suggestions
      ? t("search.loading")
      : suggestions && items.length <= 1
        ? t("search.noSuggestions", { query: text.trim() })
        : t("search.suggestionsCount", { count: items.length - 1 });

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
      <form
        role="search"
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // The box's own value: the mirrored `text` may be a render behind on a slow device.
          const value = String(new FormData(event.currentTarget).get("search") ?? "");
          if (isSearchable(value)) go(resultsPath(value));
        }}
      >
        <Icon name="search" className="size-5 shrink-0 text-muted" />
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() sets htmlFor to the input's id */}
        <label {...getLabelProps()} className="sr-only">
          {t("search.title")}
        </label>
        <input
          {...getInputProps({ onKeyDown })}
          type="search"
          name="search"
          placeholder={t("search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="h-12 min-w-0 flex-1 rounded-button border border-line bg-surface px-3 text-ink"
        />
        {/* aria-disabled, not disabled: a disabled default button blocks Enter (implicit submission)
            whenever the mirrored text lags behind the box; the submit handler checks the length. */}
        <button
          type="submit"
          className="btn btn-primary aria-disabled:opacity-50"
          aria-disabled={!searchable}
        >
          {t("search.submit")}
        </button>
        <DialogCloseButton />
      </form>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {status}
      </p>
      <SearchSuggestionList
        items={items}
        menuProps={getMenuProps()}
        itemProps={(item, index) => getItemProps({ item, index })}
        highlightedIndex={highlightedIndex}
      />
    </>
  );
}

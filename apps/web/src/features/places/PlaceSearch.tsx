// A search box for a place: cities and airports from GET /api/places, chosen from a menu under the input.
//
// Props:
//   onSelect(place, view)   required. Called with the chosen place as a tour stores it, {name, lat, lng}, and the
//                           full PlaceView (kind, label, country, timezone, iata for airports).
//   onSelectAirport(view)   optional. Called as well when the chosen place is an airport, with its PlaceView whose
//                           `iata` is the 3-letter code (flight segments' from/to).
//   kind                    optional 'city' | 'airport': search only that kind (default: both).
//   limit                   optional 1..20 options (default 10).
//   defaultText             optional text shown at first (the current place's name); it is not searched until edited.
//   placeholder             optional (default 'Search a city or airport').
//   disabled, autoFocus     optional, as on an input.
//   id                      optional id of the input, for a <label htmlFor> or FormGroup labelFor.
//   testId                  optional data-testid of the input (default 'place-search'); options are 'place-option'
//                           (with data-place-id and, for airports, data-iata).
//   intent                  optional Blueprint intent of the input ('danger' for a field error).
//
// Typing is debounced (250 ms) and needs 2 characters. Arrow keys move through the options, Enter chooses (only
// once the search of what is typed has answered; it never submits the form while the menu is open), Escape closes.
// After a choice the input shows the place's label; editing it searches again. The component keeps its own text:
// give it a new `key` to reset it to another defaultText.
import { InputGroup, Menu, MenuItem, PopoverNext, Spinner, type Intent } from '@blueprintjs/core';
import { AirplaneIcon, MapMarkerIcon, SearchIcon } from '@blueprintjs/icons';
import type { PlaceKind, PlaceView } from '@tourops/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useSearchPlacesQuery } from './placesApi';

export const PLACE_SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;

/** A place as a tour stores it. */
export interface ChosenPlace {
  name: string;
  lat: number;
  lng: number;
}

export type AirportView = PlaceView & { kind: 'airport'; iata: string };

export interface PlaceSearchProps {
  onSelect: (place: ChosenPlace, view: PlaceView) => void;
  onSelectAirport?: (airport: AirportView) => void;
  kind?: PlaceKind;
  limit?: number;
  defaultText?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  testId?: string;
  intent?: Intent;
}

const isAirport = (place: PlaceView): place is AirportView => place.kind === 'airport' && typeof place.iata === 'string';

export function PlaceSearch({ onSelect, onSelectAirport, kind, limit, defaultText = '', placeholder = 'Search a city or airport', disabled, autoFocus, id, testId = 'place-search', intent }: PlaceSearchProps) {
  const menuId = useId();
  const [text, setText] = useState(defaultText);
  /** The text of the last choice (or the default): not searched until edited. */
  const [chosenText, setChosenText] = useState<string | null>(defaultText || null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const edited = text !== chosenText;
  const searching = edited && typed.length >= MIN_QUERY_LENGTH && debounced.length >= MIN_QUERY_LENGTH && debounced !== chosenText?.trim();
  const { currentData, isFetching, isError } = useSearchPlacesQuery({ q: debounced, kind, limit }, { skip: !searching });
  /** Options of the last search, while what is typed still starts with what it searched. */
  const current = typed.toLocaleLowerCase().startsWith(debounced.toLocaleLowerCase());
  const places = searching && current ? (currentData ?? []) : [];
  /** The search of exactly what is typed has answered. */
  const settled = debounced === typed && !isFetching && currentData !== undefined;
  const showMenu = open && searching && (places.length > 0 || settled || isError);
  const activeIndex = Math.min(active, Math.max(places.length - 1, 0));

  const choose = (place: PlaceView) => {
    setText(place.label);
    setChosenText(place.label);
    setOpen(false);
    onSelect({ name: place.name, lat: place.lat, lng: place.lng }, place);
    if (isAirport(place)) onSelectAirport?.(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (showMenu) event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, places.length - 1) + step + places.length) % places.length);
    } else if (event.key === 'Enter' && showMenu) {
      // Enter never submits the surrounding form from here; it chooses only among options of what is typed now.
      event.preventDefault();
      if (settled && places.length > 0) choose(places[activeIndex]);
    }
  };

  const menu = (
    // Pressing an option must not take the focus from the input (which would close the menu first).
    <Menu id={menuId} aria-label="Places" className="place-search-menu" onMouseDown={(event) => event.preventDefault()}>
      {places.map((place, index) => (
        <MenuItem
          key={place.id}
          text={place.label}
          icon={place.kind === 'airport' ? <AirplaneIcon /> : <MapMarkerIcon />}
          htmlTitle={place.timezone ? `${place.label} (${place.timezone})` : place.label}
          active={index === activeIndex}
          shouldDismissPopover={false}
          tabIndex={-1}
          data-testid="place-option"
          data-place-id={place.id}
          data-iata={place.iata}
          onMouseEnter={() => setActive(index)}
          onClick={() => choose(place)}
        />
      ))}
      {places.length === 0 && (
        <MenuItem disabled text={isError ? 'Place search is unavailable; try again.' : 'No place matches.'} data-testid="place-search-empty" />
      )}
    </Menu>
  );

  return (
    <PopoverNext
      content={menu}
      isOpen={showMenu}
      disabled={disabled}
      autoFocus={false}
      enforceFocus={false}
      // Choosing a place must not pull focus back here from wherever the operator went next.
      shouldReturnFocusOnClose={false}
      arrow={false}
      animation="minimal"
      matchTargetWidth
      fill
      placement="bottom-start"
      // A click on the input opens the menu again (after Escape); leaving the input closes it (onBlur).
      onInteraction={(next, event) => {
        if (next && event) setOpen(true);
      }}
    >
      <InputGroup
        id={id}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        intent={intent}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showMenu}
        aria-controls={showMenu ? menuId : undefined}
        data-testid={testId}
        leftIcon={<SearchIcon />}
        rightElement={searching && (isFetching || debounced !== typed) ? <Spinner size={16} aria-label="Searching places" /> : undefined}
        onValueChange={(next) => {
          setText(next);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
    </PopoverNext>
  );
}

// How a traveler's or field staff member's name reads in the UI: "Erased" once an admin erased their personal data.
import { namesReadErased } from '@tourops/domain';

export interface NamedPerson {
  firstName: string;
  lastName: string;
  /** Absent from views that do not say (a tour's staff): the names reading "erased" tell. */
  erased?: boolean;
}

export const ERASED_NAME = 'Erased';

export const isErased = (person: NamedPerson) => person.erased === true || namesReadErased(person);

/** 'Inês Carvalho', or 'Erased'. */
export const personName = (person: NamedPerson) => (isErased(person) ? ERASED_NAME : `${person.firstName} ${person.lastName}`);

/** 'Carvalho, Inês' as lists sorted by name show it, or 'Erased'. */
export const personSortName = (person: NamedPerson) => (isErased(person) ? ERASED_NAME : `${person.lastName}, ${person.firstName}`);

/** A personal field as a list shows it: empty once the person is erased. */
export const personalValue = (person: NamedPerson, value: string) => (isErased(person) ? '' : value);

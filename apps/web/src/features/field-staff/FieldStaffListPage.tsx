// /field-staff/list: the organization's field staff by name, searched, filtered by role, one page at a time.
import { Button, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, EditIcon, PeopleIcon, SearchIcon } from '@blueprintjs/icons';
import type { FieldStaffRoleName } from '@tourops/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { ListPager } from '../../shared/ListPager';
import { useCursorPages } from '../../shared/useCursorPages';
import { FIELD_STAFF_PAGE_SIZE, useListFieldStaffQuery } from './fieldStaffApi';
import { personalValue, personName } from '../../shared/personName';
import { ROLE_LABELS, ROLES } from './staffLabels';
import './fieldStaff.css';
import { EmptyState } from '../../shared/SubHeading';

const SEARCH_DEBOUNCE_MS = 300;

export function FieldStaffListPage() {
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const [text, setText] = useState('');
  const [role, setRole] = useState<FieldStaffRoleName | ''>('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useCursorPages(JSON.stringify({ search, role }));
  const { data, error, isLoading, isFetching, refetch } = useListFieldStaffQuery({ search, role, cursor: pages.cursor });
  const filtered = search !== '' || role !== '';

  return (
    <main className="field-staff-page">
      <PageHeader
        title="Field staff"
        actions={canOperate && <Button intent="primary" icon={<AddIcon />} text="Add field staff" data-testid="new-staff" onClick={() => navigate('/field-staff/create')} />}
      />
      <div className="list-toolbar">
        <InputGroup
          className="tour-search"
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Search by name, email, phone or language"
          aria-label="Search field staff"
          value={text}
          onValueChange={setText}
          data-testid="staff-search"
        />
        <HTMLSelect
          aria-label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as FieldStaffRoleName | '')}
          options={[{ value: '', label: 'Every role' }, ...ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))]}
          data-testid="staff-role-filter"
        />
      </div>
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner aria-label="Loading field staff" />
      ) : data && data.items.length === 0 && pages.number === 1 ? (
        <EmptyState
          icon={<PeopleIcon size={48} />}
          title={filtered ? 'No one matches' : 'No field staff yet'}
          description={filtered ? 'Change the search or the role.' : 'Guides, drivers, tour leaders and coordinators appear here.'}
          action={canOperate && !filtered ? <Button intent="primary" icon={<AddIcon />} text="Add the first member" onClick={() => navigate('/field-staff/create')} /> : undefined}
        />
      ) : (
        data && (
          <>
            <div className={`table-scroll${isFetching ? ' is-refreshing' : ''}`}>
              <HTMLTable className="tour-table table-cards" interactive striped data-testid="staff-list" aria-label="Field staff" aria-busy={isFetching}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Roles</th>
                    <th scope="col">Languages</th>
                    <th scope="col">Contact</th>
                    <th scope="col" className="numeric">Assignments</th>
                    {canOperate && <th scope="col"><span className="visually-hidden">Actions</span></th>}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((member) => (
                    <tr key={member.id} data-testid="staff-row" data-staff-id={member.id}>
                      <td className="table-card-title">
                        <Link to={`/field-staff/details/${member.id}`} className="tour-row-title">
                          {personName(member)}
                        </Link>
                      </td>
                      <td>
                        <span className="tag-list">
                          {member.roles.map((value) => (
                            <Tag key={value} minimal>
                              {ROLE_LABELS[value]}
                            </Tag>
                          ))}
                        </span>
                      </td>
                      <td data-label="Languages">{member.languages.join(', ').toUpperCase() || <span className="muted">—</span>}</td>
                      <td>
                        <div>{personalValue(member, member.email)}</div>
                        {personalValue(member, member.phone) && <div className="muted">{member.phone}</div>}
                      </td>
                      <td className="numeric" data-label="Assignments">{member.assignmentCount}</td>
                      {canOperate && (
                        <td className="row-actions">
                          {!member.erased && <Button variant="minimal" icon={<EditIcon />} aria-label={`Edit ${personName(member)}`} data-testid="edit-staff" onClick={() => navigate(`/field-staff/edit/${member.id}`)} />}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <ListPager noun="Field staff" pages={pages} pageSize={FIELD_STAFF_PAGE_SIZE} shown={data.items.length} nextCursor={data.nextCursor} loading={isFetching} />
          </>
        )
      )}
    </main>
  );
}

import {
  applyFiltersBody,
  clearFilterOption,
  type FilterSelection,
  filtersQueryOptions,
  selectFilterValue,
} from '@localjobs/api-client/classifieds/filters'
import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { formatNumber } from '@localjobs/ui/format'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { MAX_LIST_LOCATIONS } from '@localjobs/validation/constants'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import type { FormEvent, MouseEvent, ReactNode } from 'react'
import { useState } from 'react'
import { trackFilterToggle, trackTap } from '#src/app/analytics.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { type City, offeredOnly } from '#src/lib/filter-data.ts'
import {
  canonicalListSlug,
  chosenChips,
  citiesOf,
  type FilterState,
  stateOf,
} from '#src/lib/filter-selection.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'
import { useFilterCount } from '../api/use-filter-count.ts'
import { filterPageHref, searchFromState } from '../filter-search.ts'
import * as styles from './filter-page.css.ts'

/** The part of the filter page with the sponsored and the matching jobs, where applying the form lands. */
export const RESULTS_ID = 'results'

/**
 * The filter form (spec sections 4 and 9), laid out for a phone: the chosen values as chips at the top, then
 * the groups, collapsed (the cities, up to MAX_LIST_LOCATIONS, several making the list 'jobs-in-{a}-and-{b}';
 * checkboxes for Salary, Qualification, Job type and Preferred Location and radios for the rest, as
 * filters_v2 says for each option), and a "Show N jobs" button that stays at the bottom of the screen while
 * the form is in view. A GET form of native inputs in <details>: without JavaScript it still submits (the
 * server moves it to the canonical address), the chips and each group's "Clear" are links to the page
 * without them, and the button says "Show jobs". With JavaScript a radio keeps one choice and the chosen one
 * tapped again (or its group's "Clear") unchooses it, a checkbox toggles (each tracked as a toggle), the
 * button counts the matching jobs as the person ticks, and applying goes to the canonical address directly,
 * back at the first page. Either way the filter page opens at its results, not at the form again.
 */
export function FilterPanel({ initial, cities }: { initial: FilterState; cities: readonly City[] }) {
  const t = useMessages('filters')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { data: loaded } = useSuspenseQuery(filtersQueryOptions(api, { location_ids: citiesOf(initial) }))
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [selection, setSelection] = useState(initial.selection)
  const [cityIds, setCityIds] = useState(() => citiesOf(initial))
  // The options of the cities ticked now: Preferred Location offers the localities of each. While another
  // set of cities loads, the last one's stay on screen.
  const live = useQuery({
    ...filtersQueryOptions(api, { location_ids: cityIds }),
    placeholderData: keepPreviousData,
  })
  const data = live.data ?? loaded
  // Once they have loaded, only what they offer counts: a locality of a city unticked since is not sent
  // (ticking that city again brings it back).
  const offered = live.isPlaceholderData ? selection : offeredOnly(data.filters, selection)
  const state = stateOf(cityIds, offered)
  const { page: _first, ...search } = applyFiltersBody(offered, cityIds)
  // Counted once the ticked cities' options are in: until then a locality of an unticked city may be sent.
  const count = useFilterCount(search, !live.isPlaceholderData)
  const { page: _page, ...initialSearch } = applyFiltersBody(initial.selection, citiesOf(initial))
  const changed = JSON.stringify(search) !== JSON.stringify(initialSearch)
  const shown = count && (count.capped ? `${formatNumber(count.count)}+` : formatNumber(count.count))

  const pick = (option: FilterOption, valueId: number, checked: boolean) => {
    trackFilterToggle(option.id, valueId, checked)
    setSelection((current) => selectFilterValue(current, option, valueId))
  }
  const clear = (option: FilterOption) => {
    for (const valueId of offered[option.id] ?? []) trackFilterToggle(option.id, valueId, false)
    setSelection((current) => clearFilterOption(current, option.id))
  }
  // Before the scripts run, a chip or a "Clear" is a link to the page as it would be without it.
  const without = (next: FilterSelection, ids: readonly number[] = citiesOf(initial)) =>
    filterPageHref(stateOf(ids, next))

  // The jobs, not the form again: the filter page opens at its results (RESULTS_ID), a list at its top.
  const show = (next: FilterState) => {
    const slug = canonicalListSlug(data.filters, cities, next)
    void (slug
      ? navigate({ to: '/$slug', params: { slug } })
      : navigate({ to: '/jobsFiltering', search: searchFromState(next) as never, hash: RESULTS_ID }))
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    trackTap('tap_apply_filters')
    show(state)
  }

  const clearAll = (event: MouseEvent) => {
    event.preventDefault()
    setSelection({})
    void navigate({
      to: '/jobsFiltering',
      search: searchFromState(stateOf(cityIds, {})) as never,
    })
  }

  const chips = chosenChips(data.filters, offered)
  const cityTitle = (id: number) => cities.find((city) => city.id === id)?.title ?? String(id)

  return (
    <form
      method="get"
      action={`/jobs/jobsFiltering#${RESULTS_ID}`}
      onSubmit={apply}
      className={styles.panel}
      aria-label={t.filtersTitle}
      aria-busy={live.isPlaceholderData || undefined}
    >
      <fieldset className={styles.chips}>
        <legend className={visuallyHiddenClassName}>{t.chosenTitle}</legend>
        <ul className={styles.chipList}>
          {cityIds.map((id) => (
            <li key={`city-${id}`}>
              {cityIds.length > 1 ? (
                <Chip
                  label={cityTitle(id)}
                  name={t.removeChip({ label: cityTitle(id) })}
                  hydrated={hydrated}
                  href={without(
                    initial.selection,
                    citiesOf(initial).filter((each) => each !== id),
                  )}
                  onRemove={() => setCityIds(cityIds.filter((each) => each !== id))}
                />
              ) : (
                <span className={styles.fixedChip}>{cityTitle(id)}</span>
              )}
            </li>
          ))}
          {chips.map(({ option, value }) => {
            const label = `${option.title}: ${value.title}`
            return (
              <li key={`${option.id}-${value.id}`}>
                <Chip
                  label={label}
                  name={t.removeChip({ label })}
                  hydrated={hydrated}
                  href={without(selectFilterValue(initial.selection, option, value.id))}
                  onRemove={() => pick(option, value.id, false)}
                />
              </li>
            )
          })}
        </ul>
        {chips.length > 0 && (
          <ButtonLink
            variant="quiet"
            href="/jobs/jobsFiltering"
            onClick={clearAll}
            className={styles.clearAll}
          >
            {t.clearAll}
          </ButtonLink>
        )}
      </fieldset>
      <details className={styles.group}>
        <summary className={styles.groupTitle}>
          {t.cities}
          <span className={styles.count}>{t.chosenCount({ count: cityIds.length })}</span>
        </summary>
        <CheckboxGroup
          legend={t.cities}
          hideLegend
          hint={t.citiesHint({ max: MAX_LIST_LOCATIONS })}
          name="location_id"
          options={cities.map((city) => ({
            value: String(city.id),
            label: city.title,
            // A list names at most MAX_LIST_LOCATIONS. (A disabled box is not sent: never the ticked ones.)
            disabled: !cityIds.includes(city.id) && cityIds.length >= MAX_LIST_LOCATIONS,
          }))}
          value={cityIds.map(String)}
          onChange={(values) => {
            // Ticked order, so the first city stays first (its localities lead Preferred Location).
            const ticked = values.map(Number)
            // A search is in at least one city: unticking the last one keeps it.
            if (ticked.length === 0) return
            setCityIds([
              ...cityIds.filter((id) => ticked.includes(id)),
              ...ticked.filter((id) => !cityIds.includes(id)),
            ])
          }}
        />
      </details>
      {data.filters.map((option) => {
        const chosen = (offered[option.id] ?? []).map(String)
        const name = `f${option.id}`
        const choices = option.filter_value.map((value) => ({ value: String(value.id), label: value.title }))
        return (
          <details key={option.id} className={styles.group}>
            <summary className={styles.groupTitle}>
              {option.title}
              {chosen.length > 0 && (
                <span className={styles.count}>{t.chosenCount({ count: chosen.length })}</span>
              )}
            </summary>
            {option.type === 'radio' ? (
              <RadioGroup
                legend={option.title}
                hideLegend
                name={name}
                options={choices}
                value={chosen[0] ?? null}
                onChange={(value) => pick(option, Number(value), true)}
                // Tapping the chosen one again unchooses it: a radio group clears on its own.
                onClear={() => clear(option)}
              />
            ) : (
              <CheckboxGroup
                legend={option.title}
                hideLegend
                name={name}
                options={choices}
                value={chosen}
                onChange={(values) => {
                  const added = values.find((value) => !chosen.includes(value))
                  const removed = chosen.find((value) => !values.includes(value))
                  const changed = added ?? removed
                  if (changed) pick(option, Number(changed), added !== undefined)
                }}
              />
            )}
            {chosen.length > 0 && (
              <div className={styles.groupActions}>
                <Removal
                  hydrated={hydrated}
                  className={styles.groupClear}
                  name={t.clearGroup({ group: option.title })}
                  href={without(clearFilterOption(initial.selection, option.id))}
                  onRemove={() => clear(option)}
                >
                  {t.clear}
                </Removal>
              </div>
            )}
          </details>
        )
      })}
      <div className={styles.showBar}>
        <Button type="submit" fullWidth>
          {count && shown ? t.showCount({ count: count.count, shown }) : t.apply}
        </Button>
      </div>
      {/* Says the new number once the person has changed something and it is counted. */}
      <p role="status" className={visuallyHiddenClassName}>
        {changed && count && shown ? t.matching({ count: count.count, shown }) : ''}
      </p>
    </form>
  )
}

/** A chosen value shown as a chip with a cross; removing it unchooses the value. */
function Chip({
  label,
  name,
  hydrated,
  href,
  onRemove,
}: {
  label: string
  name: string
  hydrated: boolean
  href: string
  onRemove: () => void
}) {
  return (
    <Removal hydrated={hydrated} className={styles.chip} name={name} href={href} onRemove={onRemove}>
      <span className={styles.chipLabel}>{label}</span>
      <span aria-hidden="true" className={styles.chipCross}>
        ×
      </span>
    </Removal>
  )
}

/**
 * Something that takes a choice away: before the scripts run, a link to the filter page without it (it
 * works without JavaScript); once they have, a button that changes the form, and the count follows.
 */
function Removal({
  hydrated,
  className,
  name,
  href,
  onRemove,
  children,
}: {
  hydrated: boolean
  className: string
  name: string
  href: string
  onRemove: () => void
  children: ReactNode
}) {
  return hydrated ? (
    <button type="button" className={className} aria-label={name} onClick={onRemove}>
      {children}
    </button>
  ) : (
    <a className={className} aria-label={name} href={href}>
      {children}
    </a>
  )
}

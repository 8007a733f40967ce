import { filtersQueryOptions, selectFilterValue } from '@localjobs/api-client/classifieds/filters'
import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { Button, ButtonLink } from '@localjobs/ui/button'
import { CheckboxGroup } from '@localjobs/ui/checkbox-group'
import { RadioGroup } from '@localjobs/ui/radio-group'
import { MAX_LIST_LOCATIONS } from '@localjobs/validation/constants'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { type FormEvent, type MouseEvent, useState } from 'react'
import { trackFilterToggle, trackTap } from '#src/app/analytics.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { type City, offeredOnly } from '../api/filter-data.ts'
import { searchFromState } from '../filter-search.ts'
import { canonicalListSlug, citiesOf, type FilterState, stateOf } from '../filter-selection.ts'
import * as styles from './filter-page.css.ts'

/**
 * The filter form (spec sections 4 and 9): the cities (up to MAX_LIST_LOCATIONS; several make the list
 * 'jobs-in-{a}-and-{b}'), then checkboxes for Salary, Qualification, Job type and
 * Preferred Location and radios for the rest, as filters_v2 says for each option. A GET form of native
 * inputs: without JavaScript it still submits (the server moves it to the canonical address). With
 * JavaScript a radio keeps one choice, a checkbox toggles (each tracked as a toggle), and applying goes to
 * the canonical address directly, back at the first page.
 */
export function FilterPanel({ initial, cities }: { initial: FilterState; cities: readonly City[] }) {
  const t = useMessages('filters')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { data: loaded } = useSuspenseQuery(filtersQueryOptions(api, { location_ids: citiesOf(initial) }))
  const navigate = useNavigate()
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

  const pick = (option: FilterOption, valueId: number, checked: boolean) => {
    trackFilterToggle(option.id, valueId, checked)
    setSelection((current) => selectFilterValue(current, option, valueId))
  }

  const show = (next: FilterState) => {
    const slug = canonicalListSlug(data.filters, cities, next)
    void (slug
      ? navigate({ to: '/$slug', params: { slug } })
      : navigate({ to: '/jobsFiltering', search: searchFromState(next) as never }))
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

  return (
    <form
      method="get"
      action="/jobs/jobsFiltering"
      onSubmit={apply}
      className={styles.panel}
      aria-label={t.filtersTitle}
      aria-busy={live.isPlaceholderData || undefined}
    >
      <details className={styles.group} open={cityIds.length > 1}>
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
          <details key={option.id} className={styles.group} open={chosen.length > 0}>
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
          </details>
        )
      })}
      <div className={styles.buttons}>
        <Button type="submit">{t.apply}</Button>
        <ButtonLink variant="secondary" href="/jobs/jobsFiltering" onClick={clearAll}>
          {t.clearAll}
        </ButtonLink>
      </div>
    </form>
  )
}

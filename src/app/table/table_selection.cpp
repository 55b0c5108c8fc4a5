// TableMatch, the human's selection: the dice picked to set aside, with its explanations.
#include "app/table/table_match.hpp"

#include "app/services.hpp"
#include "app/table/table_show.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/refusal_words.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

void TableMatch::afterShown(const TableShow& show) {
    if (game().phase() != core::Phase::ChooseKeep || !humanToAct(show) ||
        m_selectionFor == show.diceGeneration()) {
        return;
    }
    m_selectionFor = show.diceGeneration();
    const auto& dice = show.dice();
    m_selected.assign(dice.size(), false);
    // Continue: the dice picked when the match was left are picked again (the session has
    // them only for the position they were picked in, so after any move this is empty; only a
    // match played here keeps them).
    for (const int i : m_source->savedSelection()) {
        if (i >= 0 && i < static_cast<int>(m_selected.size()) &&
            !dice[static_cast<std::size_t>(i)].toTray) {
            m_selected[static_cast<std::size_t>(i)] = true;
        }
    }
    evaluateSelection(dice.size());
}

void TableMatch::keepSelection() {
    m_source->keepSelection(selectedIndices()); // a network host's match or a replay: not kept
}

void TableMatch::toggleDie(int index, const TableShow& show) {
    const std::size_t shownDice = show.dice().size();
    if (index < 0 || index >= static_cast<int>(shownDice) ||
        game().phase() != core::Phase::ChooseKeep) {
        return;
    }
    m_selected.resize(shownDice, false);
    m_selected[static_cast<std::size_t>(index)] = !m_selected[static_cast<std::size_t>(index)];
    m_s.sound("click");
    evaluateSelection(shownDice);
    keepSelection();
}

std::vector<int> TableMatch::selectedIndices() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < m_selected.size(); ++i) {
        if (m_selected[i]) {
            out.push_back(static_cast<int>(i));
        }
    }
    return out;
}

void TableMatch::selectBest(const TableShow& show) {
    if (game().phase() != core::Phase::ChooseKeep || game().keepOptions().empty()) {
        return;
    }
    // The best option's faces, matched to dice of the roll left to right.
    auto want = game().keepOptions().front().faces;
    const auto& dice = show.dice();
    m_selected.assign(dice.size(), false);
    for (std::size_t i = 0; i < dice.size(); ++i) {
        auto it = std::find(want.begin(), want.end(), dice[i].face);
        if (it != want.end()) {
            m_selected[i] = true;
            want.erase(it);
        }
    }
    evaluateSelection(dice.size());
    keepSelection();
}

void TableMatch::evaluateSelection(std::size_t shownDice) {
    m_selectionValid = false;
    m_selectionCanBank = false;
    m_refusal.clear(); // the note on the new selection says what matters now
    m_invalidPicks.clear();
    // TRANSLATORS: why the greyed "Keep & bank" button cannot be used yet.
    m_keepBankRefusal = i18n::tr("Keep & bank: pick scoring dice first");
    const auto idx = selectedIndices();
    if (idx.empty()) {
        // TRANSLATORS: {0} the number of dice: keys 1 to {0} pick them (the Best button, S, is
        // under the table and says so itself).
        note(i18n::trf("Pick scoring dice: click them or press 1-{0}", shownDice), false);
        return;
    }
    const core::KeepVerdict verdict = game().evaluateKeep(idx);
    m_selectionValid = verdict.valid;
    m_selectionCanBank = verdict.valid && verdict.canBankAfter;
    if (verdict.valid && !verdict.canBankAfter) {
        // TRANSLATORS: why the greyed "Keep & bank" button cannot be used: {0} the reason
        m_keepBankRefusal = i18n::trf("Keep & bank: {0}", explain(verdict.bankWhy, game().rules()));
    }
    if (!verdict.valid) {
        // The core names the dice that do not score; else the selection as a whole fails.
        m_invalidPicks = verdict.nonScoring.empty() ? idx : verdict.nonScoring;
    }
    auto facesAt = [&](const std::vector<int>& indices) {
        std::vector<core::Face> out;
        for (int i : indices) {
            out.push_back(game().lastRoll()[static_cast<std::size_t>(i)]);
        }
        return out;
    };
    if (verdict.valid) {
        // TRANSLATORS: the dice picked, told before they are set aside: {0} what they are
        // ("two 1s and a 5", "a King": the object of the sentence), {1} the points they score.
        note(i18n::trf("Set aside {0} for {1}",
                       combosInSentence(game().rules(), verdict.combos, SentenceRole::Object),
                       table_words::number(verdict.points)),
             false);
        return;
    }
    // What is wrong with the dice picked stays said while they stay picked (a red ring on
    // each die that does not score).
    if (verdict.nonScoring.empty()) {
        note(explain(verdict.why, game().rules()), true);
        return;
    }
    // Name the dice that do not score: the core says which.
    const auto bad = facesAt(verdict.nonScoring);
    note(explain(core::Refusal(core::RefusalCode::KeepNotScoring, 0, 0, bad), game().rules()),
         true);
}

} // namespace greed::app

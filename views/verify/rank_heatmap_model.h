#pragma once
// The numeric evidence of the frontier view: max abs / rel error per rank, one row per
// compared value (the first divergence, each checked layer), as a table whose cells
// carry a heat colour. A cell whose rank was not compared shows only pass/fail.
#include <QAbstractTableModel>
#include <QColor>
#include <QList>
#include <QString>

#include <cstdint>

namespace shardscope::numeric {
struct InstructionCheck;
struct NumericCheckResult;
struct RankCheck;
}  // namespace shardscope::numeric

namespace shardscope::views {

struct RankErrorCell {
  bool known = false;  // the errors below were measured for this rank
  bool passed = true;
  double maxAbsError = 0;
  double maxRelError = 0;
  int64_t mismatched = 0;
  int64_t compared = 0;
};

struct RankErrorRow {
  QString label;  // "first divergence %dot.3", "whole layer (ROOT)"
  QList<RankErrorCell> ranks;
  QString note;   // shown as the row's tool tip
};

class RankHeatmapModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum class Measure { MaxAbs, MaxRel };
  enum Role { ValueRole = Qt::UserRole + 1, PassedRole, KnownRole };

  using QAbstractTableModel::QAbstractTableModel;

  void setRows(const QList<RankErrorRow>& rows);
  const QList<RankErrorRow>& rows() const { return rows_; }
  void setMeasure(Measure measure);
  Measure measure() const { return measure_; }
  int rankCount() const { return ranks_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  double valueOf(const RankErrorCell& cell) const;
  void rescale();
  QList<RankErrorRow> rows_;
  int ranks_ = 0;
  Measure measure_ = Measure::MaxAbs;
  double largest_ = 0;  // of the current measure over every known cell: the top of the colour scale
};

// The heat colour of `value` on a log scale up to `largest`; failing cells are red-toned,
// passing ones green-toned.
QColor heatColor(double value, double largest, bool passed);

// One cell from the numeric checker's per-rank result (unknown where not compared).
RankErrorCell rankErrorCell(const numeric::RankCheck& rank);

// The row of one compared instruction (the first divergence): its own errors rank by
// rank, or, for a check that kept none, each of `ranks` ranks passing unless named failing.
RankErrorRow instructionErrorRow(const QString& label, const numeric::InstructionCheck& check, int ranks);

// The heat map's rows for a numeric result: its first divergence, then each layer that
// ran (the ROOT comparison), every row at most `numDevices` ranks wide.
QList<RankErrorRow> numericEvidenceRows(const numeric::NumericCheckResult& result);

}  // namespace shardscope::views

#pragma once
// The explorer's results table (issue 24 item 3): memory per device by kind (weights,
// gradients, optimizer state, activations, total, seed 002's 14-byte model state) with
// bytes per parameter, then the step's communication, the bubble and the verdict.
#include "teach/strategy_estimate.h"

#include <QAbstractTableModel>

namespace shardscope::views {

class MemoryBreakdownModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { QuantityColumn, ValueColumn, NoteColumn, ColumnCount };
  static constexpr int ValueRole = Qt::UserRole + 1;  // the row's number (bytes, seconds or a fraction)

  explicit MemoryBreakdownModel(QObject* parent = nullptr);

  // `parameters`: the model's count, for bytes per parameter; `gpuMemory` for the verdict.
  void setEstimate(const teach::StrategyEstimate& estimate, double parameters, double gpuMemory);
  void clear();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  struct Row {
    QString quantity;
    QString value;
    QString note;
    double number = 0;
    bool bold = false;
  };
  std::vector<Row> rows_;
};

// "46.41 GB": decimal units, as seed 002 counts (70e9 × 2 bytes = 140 GB) and GPU
// memory is sold; views/sharding's formatBytes writes binary units (MiB).
QString formatDecimalBytes(double bytes);

}  // namespace shardscope::views

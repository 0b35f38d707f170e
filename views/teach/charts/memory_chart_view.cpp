#include "views/teach/charts/memory_chart_view.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace shardscope::views {

MemoryChartView::MemoryChartView(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  chart()->setTitle(tr("Memory per device (GB)"));
  chart()->legend()->setAlignment(Qt::AlignBottom);
  setMinimumSize(240, 180);
}

void MemoryChartView::setStrategies(const std::vector<teach::ComparedStrategy>& strategies, double gpuMemoryBytes) {
  QChart* c = chart();
  c->removeAllSeries();
  for (QAbstractAxis* axis : c->axes()) {
    c->removeAxis(axis);
    delete axis;
  }
  const QStringList kinds = {tr("weights"), tr("gradients"), tr("optimizer state"), tr("activations")};
  const QList<QColor> colors = {QColor(70, 120, 200), QColor(60, 150, 80), QColor(230, 150, 40), QColor(150, 100, 190)};
  auto* series = new QStackedBarSeries;
  QList<QBarSet*> sets;
  for (int k = 0; k < kinds.size(); ++k) {
    auto* set = new QBarSet(kinds[k]);
    set->setColor(colors[k]);
    sets << set;
  }
  QStringList categories;
  double tallest = 0;
  for (const teach::ComparedStrategy& s : strategies) {
    const teach::MemoryPerDevice& m = s.estimate.memory;
    *sets[0] << m.weights / 1e9;
    *sets[1] << m.gradients / 1e9;
    *sets[2] << m.optimizer / 1e9;
    *sets[3] << m.activations / 1e9;
    tallest = std::max(tallest, m.total());
    // A line break keeps long labels from overlapping their neighbours.
    QString label = QString::fromStdString(s.label).replace(QStringLiteral(" × "), QStringLiteral("×"));
    label.replace(QStringLiteral("chosen: "), tr("chosen\n"));
    categories << QStringLiteral("%1\n%2 %3").arg(label, QString::number(m.total() / 1e9, 'f', 1) + " GB",
                                                 s.estimate.fits ? QStringLiteral("✓") : QStringLiteral("✗"));
  }
  for (QBarSet* set : sets) series->append(set);
  c->addSeries(series);
  auto* axisX = new QBarCategoryAxis;
  axisX->append(categories);
  c->addAxis(axisX, Qt::AlignBottom);
  series->attachAxis(axisX);
  auto* axisY = new QValueAxis;
  const double limit = gpuMemoryBytes / 1e9;
  axisY->setRange(0, std::max(limit * 1.15, std::min(tallest / 1e9 * 1.05, limit * 5)));
  axisY->setLabelFormat(QStringLiteral("%.0f"));
  c->addAxis(axisY, Qt::AlignLeft);
  series->attachAxis(axisY);
  // The GPU's memory as a line across every bar, on a hidden x axis of bar positions.
  auto* line = new QLineSeries;
  line->setName(tr("GPU memory %1 GB").arg(limit, 0, 'g', 4));
  line->setPen(QPen(QColor(200, 40, 40), 2, Qt::DashLine));
  line->append(-0.5, limit);
  line->append(std::max<qsizetype>(1, categories.size()) - 0.5, limit);
  c->addSeries(line);
  auto* positions = new QValueAxis;
  positions->setRange(-0.5, std::max<qsizetype>(1, categories.size()) - 0.5);
  positions->setVisible(false);
  c->addAxis(positions, Qt::AlignTop);
  line->attachAxis(positions);
  line->attachAxis(axisY);
}

QStringList MemoryChartView::categories() const {
  for (QAbstractAxis* axis : chart()->axes(Qt::Horizontal))
    if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) return categories->categories();
  return {};
}

QList<qreal> MemoryChartView::values(int kind) const {
  for (QAbstractSeries* series : chart()->series())
    if (auto* bars = qobject_cast<QStackedBarSeries*>(series))
      if (kind >= 0 && kind < bars->count()) {
        QList<qreal> out;
        for (int i = 0; i < bars->barSets()[kind]->count(); ++i) out << bars->barSets()[kind]->at(i);
        return out;
      }
  return {};
}

double MemoryChartView::axisMaximumGB() const {
  for (QAbstractAxis* axis : chart()->axes(Qt::Vertical))
    if (auto* values = qobject_cast<QValueAxis*>(axis)) return values->max();
  return 0;
}

}  // namespace shardscope::views

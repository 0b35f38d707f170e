#include "views/teach/charts/communication_chart_view.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace shardscope::views {

namespace {

QList<qreal> setValues(const QChart* chart, int index) {
  QList<qreal> out;
  for (QAbstractSeries* series : chart->series())
    if (auto* bars = qobject_cast<QHorizontalBarSeries*>(series))
      if (index < bars->count())
        for (int i = 0; i < bars->barSets()[index]->count(); ++i) out << bars->barSets()[index]->at(i);
  return out;
}

}  // namespace

CommunicationChartView::CommunicationChartView(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  chart()->setTitle(tr("Communication per device and step"));
  chart()->legend()->setAlignment(Qt::AlignBottom);
  setMinimumSize(240, 180);
}

void CommunicationChartView::setCollectives(const std::vector<teach::CollectiveCost>& collectives) {
  QChart* c = chart();
  c->removeAllSeries();
  for (QAbstractAxis* axis : c->axes()) {
    c->removeAxis(axis);
    delete axis;
  }
  // Two series on two value axes (GB below, ms above) sharing the categories.
  auto* bytes = new QBarSet(tr("sent (GB)"));
  bytes->setColor(QColor(70, 120, 200));
  auto* time = new QBarSet(tr("time if not overlapped (ms)"));
  time->setColor(QColor(230, 150, 40));
  QStringList categories;
  double maxBytes = 0, maxTime = 0;
  // Horizontal bars run bottom-up: reversed, the first collective is on top like the table.
  for (auto it = collectives.rbegin(); it != collectives.rend(); ++it) {
    const QString kind = QString::fromUtf8(propagation::collectiveName(it->kind).data(),
                                           static_cast<int>(propagation::collectiveName(it->kind).size()));
    categories << QStringLiteral("%1 %2 (%3)").arg(QString::fromStdString(it->strategy), kind, QString::fromStdString(it->interconnect));
    *bytes << it->bytesPerStep() / 1e9;
    *time << it->secondsPerStep * 1e3;
    maxBytes = std::max(maxBytes, it->bytesPerStep() / 1e9);
    maxTime = std::max(maxTime, it->secondsPerStep * 1e3);
  }
  auto* series = new QHorizontalBarSeries;
  series->append(bytes);
  series->append(time);
  c->addSeries(series);
  auto* axisY = new QBarCategoryAxis;
  axisY->append(categories);
  c->addAxis(axisY, Qt::AlignLeft);
  series->attachAxis(axisY);
  // One value axis: GB and ms share it, each bar labelled by its legend entry. Two axes
  // for one bar series is not something Qt Charts draws.
  auto* axisX = new QValueAxis;
  axisX->setRange(0, std::max(1e-9, std::max(maxBytes, maxTime)) * 1.1);
  axisX->setLabelFormat(QStringLiteral("%.3g"));
  c->addAxis(axisX, Qt::AlignBottom);
  series->attachAxis(axisX);
  if (collectives.empty()) c->setTitle(tr("Communication per device and step: none (one device, or nothing to exchange)"));
  else c->setTitle(tr("Communication per device and step"));
}

QStringList CommunicationChartView::categories() const {
  for (QAbstractAxis* axis : chart()->axes(Qt::Vertical))
    if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) return categories->categories();
  return {};
}

QList<qreal> CommunicationChartView::gigabytes() const { return setValues(chart(), 0); }
QList<qreal> CommunicationChartView::milliseconds() const { return setValues(chart(), 1); }

}  // namespace shardscope::views
